package org.mnemos.programcheck.control;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mozilla.javascript.Token;
import org.mozilla.javascript.ast.ArrayLiteral;
import org.mozilla.javascript.ast.AstNode;
import org.mozilla.javascript.ast.KeywordLiteral;
import org.mozilla.javascript.ast.Name;
import org.mozilla.javascript.ast.NumberLiteral;
import org.mozilla.javascript.ast.ObjectLiteral;
import org.mozilla.javascript.ast.ObjectProperty;
import org.mozilla.javascript.ast.StringLiteral;
import org.mozilla.javascript.ast.UnaryExpression;

/** Hands Rhino's array and object literals to {@link DataShapes} in its simplified form. */
final class AstLiterals {

    private final String code;
    private final ScriptFacts facts;
    private final DataShapes shapes;

    AstLiterals(String code, ScriptFacts facts) {
        this.code = code;
        this.facts = facts;
        this.shapes = new DataShapes(facts.screen());
    }

    void judgeShape(AstNode node, int line) {
        boolean data = node instanceof ArrayLiteral array
                        && shapes.isDataArray(array.getElements().stream()
                                .map(this::simplified)
                                .toList())
                || node instanceof ObjectLiteral object
                        && shapes.isDataObject(properties(object).values());
        if (data) {
            int start = node.getAbsolutePosition();
            facts.dataLiteral(code.substring(start, Math.min(code.length(), start + node.getLength())), line);
        }
    }

    private Object simplified(AstNode node) {
        if (node instanceof StringLiteral string) {
            return string.getValue();
        }
        if (node instanceof NumberLiteral number) {
            return NumberText.ofLiteral(number.getValue()).<Object>map(v -> v).orElse(DataShapes.OTHER);
        }
        if (node instanceof UnaryExpression unary
                && unary.getType() == Token.NEG
                && unary.getOperand() instanceof NumberLiteral) {
            Object value = simplified(unary.getOperand());
            return value instanceof BigDecimal number ? number.negate() : value;
        }
        if (node instanceof KeywordLiteral keyword && keyword.isBooleanLiteral() || node.getType() == Token.NULL) {
            return Boolean.FALSE;
        }
        if (node instanceof ObjectLiteral object) {
            Map<String, Object> row = properties(object);
            return row.containsValue(DataShapes.OTHER) ? DataShapes.OTHER : row;
        }
        return DataShapes.OTHER;
    }

    /** Key → simplified value; a computed key or a spread makes the object {@code OTHER} throughout. */
    private Map<String, Object> properties(ObjectLiteral object) {
        Map<String, Object> row = new LinkedHashMap<>();
        List<ObjectProperty> elements = object.getElements().stream()
                .filter(ObjectProperty.class::isInstance)
                .map(ObjectProperty.class::cast)
                .toList();
        if (elements.size() != object.getElements().size()) {
            return Map.of("", DataShapes.OTHER);
        }
        for (ObjectProperty property : elements) {
            String key = property.getKey() instanceof Name name
                    ? name.getIdentifier()
                    : property.getKey() instanceof StringLiteral string
                            ? string.getValue()
                            : property.getKey().toSource();
            row.put(key, property.getValue() == null ? DataShapes.OTHER : simplified(property.getValue()));
        }
        return row;
    }
}
