package org.mnemos.programcheck.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.mnemos.programcheck.control.ScriptToken.Type;

/**
 * Reports what a script's tokens show to {@link ScriptFacts}, for scripts Rhino cannot parse. Every
 * literal is judged as in the AST scan; names are told apart by their neighbours: after a dot a
 * property, before a colon after {@code {} or {@code ,} an object key, after {@code var}/{@code let}/
 * {@code const}/{@code function}/{@code class} a declaration, else a read. Both static and dynamic
 * {@code import} are refused (they load code). Its limits, because it sees no structure: parameter
 * names are not known as declarations (a parameter called {@code top} is reported as the global);
 * only flat lists of literals are judged as data, not arrays of records or lookup objects.
 */
final class ScriptTokenScan {

    private static final Set<String> DECLARING = Set.of("var", "let", "const", "function", "class");
    private static final Set<String> LITERAL_NAMES = Set.of("true", "false", "null");

    private final ScriptFacts facts;
    private final DataShapes shapes;

    ScriptTokenScan(ScriptFacts facts) {
        this.facts = facts;
        this.shapes = new DataShapes(facts.screen());
    }

    void scan(List<ScriptToken> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            ScriptToken token = tokens.get(i);
            switch (token.type()) {
                case STRING -> facts.string(token.text(), token.line());
                case NUMBER -> facts.number(token.text(), token.line());
                case NAME -> name(tokens, i);
                case PUNCT -> {
                    if (token.is("[")) {
                        list(tokens, i);
                    }
                }
            }
        }
    }

    private void name(List<ScriptToken> tokens, int i) {
        ScriptToken token = tokens.get(i);
        ScriptToken before = i > 0 ? tokens.get(i - 1) : null;
        ScriptToken after = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
        String name = token.text();
        if (after != null
                && after.is("(")
                && i + 2 < tokens.size()
                && tokens.get(i + 2).type() == Type.STRING) {
            facts.call(name, tokens.get(i + 2).text(), token.line());
        }
        boolean called = after != null && after.is("(");
        if (called && "setAttribute".equals(name)) {
            attributeSet(tokens, i + 2, token.line());
        } else if (called
                && "setAttributeNS".equals(name)
                && i + 3 < tokens.size()
                && tokens.get(i + 3).is(",")) {
            attributeSet(tokens, i + 4, token.line());
        }
        if (before != null && before.is(".")) {
            ScriptToken target = i > 1 ? tokens.get(i - 2) : null;
            String targetName = target != null && target.type() == Type.NAME ? target.text() : null;
            facts.property(targetName, name, token.line());
            if (called) {
                facts.methodCall(targetName, name, token.line());
            }
            int value = assignedAt(tokens, i + 1);
            if (value > 0) {
                // An appending assignment (+=) computes its value whatever it appends.
                boolean appends = tokens.get(i + 1).is("+");
                facts.assigned(name, appends ? null : literalAt(tokens, value), token.line());
            }
        } else if (after != null && after.is(":") && before != null && (before.is("{") || before.is(","))) {
            facts.propertyName(name, token.line());
        } else if (before != null && before.type() == Type.NAME && DECLARING.contains(before.text())) {
            facts.declared(name);
        } else if ("import".equals(name)) {
            facts.forbidden("import", token.line());
        } else {
            facts.name(name, token.line());
        }
    }

    /** {@code setAttribute('name', value)} from its first argument on. */
    private void attributeSet(List<ScriptToken> tokens, int first, int line) {
        if (first + 2 < tokens.size()
                && tokens.get(first).type() == Type.STRING
                && tokens.get(first + 1).is(",")) {
            facts.attributeSet(tokens.get(first).text(), literalAt(tokens, first + 2), line);
        }
    }

    /** Where the assigned value starts when an assignment ({@code =} or {@code +=}) starts at {@code at}; else 0. */
    private static int assignedAt(List<ScriptToken> tokens, int at) {
        int equals = at < tokens.size() && tokens.get(at).is("+") ? at + 1 : at;
        boolean assigns = equals + 1 < tokens.size()
                && tokens.get(equals).is("=")
                && !tokens.get(equals + 1).is("=")
                && !tokens.get(equals + 1).is(">");
        return assigns ? equals + 1 : 0;
    }

    /**
     * The string at {@code at} when it is the whole value (what follows ends it or is on a later line), {@code "#"}
     * when a sum starts with a fragment ({@code '#' + id}, which stays in the page); else null.
     */
    private static String literalAt(List<ScriptToken> tokens, int at) {
        ScriptToken value = tokens.get(at);
        if (value.type() != Type.STRING) {
            return null;
        }
        ScriptToken next = at + 1 < tokens.size() ? tokens.get(at + 1) : null;
        if (next != null && next.is("+") && value.text().startsWith("#")) {
            return "#";
        }
        boolean ends = next == null
                || next.line() > value.line()
                || next.is(";")
                || next.is(",")
                || next.is(")")
                || next.is("}");
        return ends ? value.text() : null;
    }

    /** A bracket followed by literals separated by commas up to its closing bracket is judged as a list. */
    private void list(List<ScriptToken> tokens, int open) {
        List<Object> elements = new ArrayList<>();
        int i = open + 1;
        while (i < tokens.size()) {
            boolean negative = tokens.get(i).is("-");
            ScriptToken token = tokens.get(negative ? i + 1 : i);
            Object element = literal(token, negative);
            if (element == null) {
                return;
            }
            elements.add(element);
            i += negative ? 2 : 1;
            if (i < tokens.size() && tokens.get(i).is("]")) {
                if (shapes.isDataArray(elements)) {
                    facts.dataLiteral(source(tokens, open, i), tokens.get(open).line());
                }
                return;
            }
            if (i >= tokens.size() || !tokens.get(i).is(",")) {
                return;
            }
            i++;
        }
    }

    private static Object literal(ScriptToken token, boolean negative) {
        return switch (token.type()) {
            case STRING -> negative ? null : token.text();
            case NUMBER ->
                NumberText.ofLiteral(token.text())
                        .map(n -> (Object) (negative ? n.negate() : n))
                        .orElse(null);
            case NAME -> !negative && LITERAL_NAMES.contains(token.text()) ? Boolean.FALSE : null;
            default -> null;
        };
    }

    private static String source(List<ScriptToken> tokens, int from, int to) {
        StringBuilder text = new StringBuilder();
        for (ScriptToken token : tokens.subList(from, to + 1)) {
            text.append(token.type() == Type.STRING ? "'" + token.text() + "'" : token.text());
        }
        return text.toString();
    }
}
