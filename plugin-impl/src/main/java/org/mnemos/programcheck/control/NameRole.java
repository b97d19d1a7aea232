package org.mnemos.programcheck.control;

import org.mozilla.javascript.ast.ArrayLiteral;
import org.mozilla.javascript.ast.AstNode;
import org.mozilla.javascript.ast.BreakStatement;
import org.mozilla.javascript.ast.CatchClause;
import org.mozilla.javascript.ast.ContinueStatement;
import org.mozilla.javascript.ast.FunctionNode;
import org.mozilla.javascript.ast.Name;
import org.mozilla.javascript.ast.ObjectLiteral;
import org.mozilla.javascript.ast.ObjectProperty;
import org.mozilla.javascript.ast.PropertyGet;
import org.mozilla.javascript.ast.VariableInitializer;

/**
 * What an identifier in Rhino's AST is: a read of a variable (which may be a browser global), a
 * declaration of one (which shadows the global of that name), or merely a property or label name.
 */
enum NameRole {
    READ,
    DECLARATION,
    OTHER;

    static NameRole of(Name name) {
        AstNode parent = name.getParent();
        if (parent instanceof PropertyGet get && get.getProperty() == name
                || parent instanceof ObjectProperty property && property.getKey() == name
                || parent instanceof BreakStatement
                || parent instanceof ContinueStatement) {
            return OTHER;
        }
        return isDeclared(name) ? DECLARATION : READ;
    }

    void report(Name name, ScriptFacts facts, int line) {
        switch (this) {
            case READ -> facts.name(name.getIdentifier(), line);
            case DECLARATION -> facts.declared(name.getIdentifier());
            default -> {}
        }
    }

    /** Declared directly or inside a destructuring pattern of a variable, a parameter or a catch clause. */
    private static boolean isDeclared(Name name) {
        AstNode at = name;
        while (at.getParent() != null) {
            AstNode parent = at.getParent();
            if (parent instanceof VariableInitializer initializer && initializer.getTarget() == at
                    || parent instanceof FunctionNode function
                            && (function.getFunctionName() == at
                                    || function.getParams().contains(at))
                    || parent instanceof CatchClause clause && clause.getVarName() == at) {
                return true;
            }
            if (!(parent instanceof ArrayLiteral
                    || parent instanceof ObjectLiteral
                    || parent instanceof ObjectProperty)) {
                return false;
            }
            at = parent;
        }
        return false;
    }
}
