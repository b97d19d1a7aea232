package org.mnemos.programcheck.control;

import java.util.List;
import java.util.regex.Pattern;
import org.mozilla.javascript.CompilerEnvirons;
import org.mozilla.javascript.Context;
import org.mozilla.javascript.Parser;
import org.mozilla.javascript.Token;
import org.mozilla.javascript.ast.Assignment;
import org.mozilla.javascript.ast.AstNode;
import org.mozilla.javascript.ast.ElementGet;
import org.mozilla.javascript.ast.FunctionCall;
import org.mozilla.javascript.ast.InfixExpression;
import org.mozilla.javascript.ast.Name;
import org.mozilla.javascript.ast.NodeVisitor;
import org.mozilla.javascript.ast.NumberLiteral;
import org.mozilla.javascript.ast.ObjectProperty;
import org.mozilla.javascript.ast.PropertyGet;
import org.mozilla.javascript.ast.StringLiteral;
import org.mozilla.javascript.ast.TemplateCharacters;

/**
 * Reads one script through Rhino's ES6 parser and reports what it finds to {@link ScriptFacts}.
 * Throws Rhino's {@code EvaluatorException} when the script does not parse.
 */
final class AstScan implements NodeVisitor {

    /** Rhino 1.9 rejects {@code for (const x of …)}; {@code let} plus a space keeps every column in place and means the same here. */
    private static final Pattern FOR_CONST = Pattern.compile("(\\bfor\\s*\\(\\s*)const\\b");

    private final ScriptFacts facts;
    private final AstLiterals literals;
    private final String code;

    AstScan(ScriptFacts facts, String code) {
        this.facts = facts;
        this.code = FOR_CONST.matcher(code).replaceAll("$1let  ");
        this.literals = new AstLiterals(this.code, facts);
    }

    void scan(int firstLine) {
        CompilerEnvirons environment = new CompilerEnvirons();
        environment.setLanguageVersion(Context.VERSION_ES6);
        environment.setRecordingComments(false);
        new Parser(environment).parse(code, "program", firstLine).visit(this);
    }

    @Override
    public boolean visit(AstNode node) {
        int line = lineOf(node);
        if (node instanceof StringLiteral string) {
            facts.string(string.getValue(), line);
        } else if (node instanceof TemplateCharacters characters) {
            facts.string(characters.getValue(), line);
        } else if (node instanceof NumberLiteral number) {
            facts.number(number.getValue(), line);
        } else if (node instanceof Name name) {
            NameRole.of(name).report(name, facts, line);
        } else if (node instanceof PropertyGet get) {
            facts.property(simpleName(get.getTarget()), get.getProperty().getIdentifier(), line);
        } else if (node instanceof ElementGet get && get.getElement() instanceof StringLiteral key) {
            facts.property(simpleName(get.getTarget()), key.getValue(), line);
        } else if (node instanceof FunctionCall call) {
            call(call, line);
        } else if (node instanceof Assignment assignment) {
            String property = propertyName(assignment.getLeft());
            if (property != null) {
                // Only a plain assignment can set a literal: += and the like compute the value.
                String value = assignment.getType() == Token.ASSIGN ? literal(assignment.getRight()) : null;
                facts.assigned(property, value, line);
            }
        } else if (node instanceof ObjectProperty property && property.getKey() instanceof Name key) {
            facts.propertyName(key.getIdentifier(), line);
        }
        literals.judgeShape(node, line);
        return true;
    }

    private void call(FunctionCall call, int line) {
        String function = call.getTarget() instanceof PropertyGet get
                ? get.getProperty().getIdentifier()
                : simpleName(call.getTarget());
        if (call.getTarget() instanceof PropertyGet get) {
            facts.methodCall(simpleName(get.getTarget()), function, line);
        }
        if (function != null
                && !call.getArguments().isEmpty()
                && call.getArguments().get(0) instanceof StringLiteral argument) {
            facts.call(function, argument.getValue(), line);
        }
        List<AstNode> arguments = call.getArguments();
        if ("setAttribute".equals(function)) {
            attributeSet(arguments, line);
        } else if ("setAttributeNS".equals(function) && !arguments.isEmpty()) {
            attributeSet(arguments.subList(1, arguments.size()), line);
        }
    }

    /** {@code setAttribute(name, value)}, or {@code setAttributeNS}'s after its namespace. */
    private void attributeSet(List<AstNode> arguments, int line) {
        if (arguments.size() == 2 && arguments.get(0) instanceof StringLiteral name) {
            facts.attributeSet(name.getValue(), literal(arguments.get(1)), line);
        }
    }

    /** The property an assignment target names ({@code a.href}, {@code a['href']}), or null. */
    private static String propertyName(AstNode target) {
        if (target instanceof PropertyGet get) {
            return get.getProperty().getIdentifier();
        }
        return target instanceof ElementGet get && get.getElement() instanceof StringLiteral key
                ? key.getValue()
                : null;
    }

    /**
     * The string an expression is when it is a plain string literal; {@code "#"} when it is computed but starts
     * with a fragment ({@code '#' + id}), which stays in the page; null when it is computed otherwise.
     */
    private static String literal(AstNode value) {
        if (value instanceof StringLiteral string) {
            return string.getValue();
        }
        AstNode first = value;
        while (first instanceof InfixExpression sum && sum.getType() == Token.ADD) {
            first = sum.getLeft();
        }
        return first != value
                        && first instanceof StringLiteral start
                        && start.getValue().startsWith("#")
                ? "#"
                : null;
    }

    /** The name an expression ends in: {@code document} for {@code document} and {@code window.document}. */
    private static String simpleName(AstNode node) {
        if (node instanceof Name name) {
            return name.getIdentifier();
        }
        return node instanceof PropertyGet get ? get.getProperty().getIdentifier() : null;
    }

    /** Rhino leaves the line unset on some inner nodes; they are on their parent's line. */
    private static int lineOf(AstNode node) {
        for (AstNode at = node; at != null; at = at.getParent()) {
            if (at.getLineno() > 0) {
                return at.getLineno();
            }
        }
        return 0;
    }
}
