package org.mnemos.programcheck.control;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import org.mnemos.programcheck.control.ScriptToken.Type;

/**
 * Splits a script into tokens without parsing it: strings (escapes resolved), template text,
 * numbers, names and single punctuation characters. It knows just enough JavaScript to stay in
 * step — comments, regular expressions after an operator, {@code ${…}} inside templates, bracket
 * nesting — and refuses what no browser would run either: an unterminated string, comment,
 * template or regular expression, or unbalanced brackets.
 */
final class ScriptTokenizer {

    /** After these a slash starts a regular expression rather than a division. */
    private static final Set<String> BEFORE_REGEX = Set.of(
            "return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await");

    private static final char TEMPLATE = '`';

    private final String code;
    private final List<ScriptToken> tokens = new ArrayList<>();
    private final Deque<Character> open = new ArrayDeque<>();
    private int at;
    private int line;

    private ScriptTokenizer(String code, int firstLine) {
        this.code = code;
        this.line = firstLine;
    }

    static List<ScriptToken> tokens(String code, int firstLine) throws UnreadableScript {
        ScriptTokenizer tokenizer = new ScriptTokenizer(code, firstLine);
        tokenizer.run();
        return tokenizer.tokens;
    }

    private void run() throws UnreadableScript {
        while (at < code.length()) {
            char c = code.charAt(at);
            if (c == '\n') {
                line++;
                at++;
            } else if (Character.isWhitespace(c)) {
                at++;
            } else if (code.startsWith("//", at)) {
                skipTo("\n", false);
            } else if (code.startsWith("/*", at)) {
                skipTo("*/", true);
            } else if (c == '"' || c == '\'') {
                string(c);
            } else if (c == TEMPLATE || c == '}' && open.peek() != null && open.peek() == TEMPLATE) {
                template();
            } else if (Character.isDigit(c)
                    || c == '.' && at + 1 < code.length() && Character.isDigit(code.charAt(at + 1))) {
                number();
            } else if (Character.isJavaIdentifierStart(c) || c == '#') {
                name();
            } else if (c == '/' && regexMayStart()) {
                regex();
            } else {
                punct(c);
            }
        }
        if (!open.isEmpty()) {
            throw new UnreadableScript(
                    open.peek() == TEMPLATE ? "unterminated template" : "unclosed bracket " + open.peek(), line);
        }
    }

    private void skipTo(String end, boolean required) throws UnreadableScript {
        int found = code.indexOf(end, at + 2);
        if (found < 0 && required) {
            throw new UnreadableScript("unterminated comment", line);
        }
        int stop = found < 0 ? code.length() : found + (required ? end.length() : 0);
        line += (int) code.substring(at, stop).chars().filter(ch -> ch == '\n').count();
        at = stop;
    }

    private void string(char quote) throws UnreadableScript {
        int startLine = line;
        StringBuilder value = new StringBuilder();
        at++;
        while (at < code.length() && code.charAt(at) != quote) {
            if (code.charAt(at) == '\n') {
                throw new UnreadableScript("unterminated string", startLine);
            }
            at = Escapes.append(code, at, value);
        }
        if (at >= code.length()) {
            throw new UnreadableScript("unterminated string", startLine);
        }
        at++;
        tokens.add(new ScriptToken(Type.STRING, value.toString(), startLine));
    }

    /** Template text up to the closing backtick or the next {@code ${}; entered at a backtick or at the brace closing a substitution. */
    private void template() throws UnreadableScript {
        if (code.charAt(at) == '}') {
            open.pop();
        }
        int startLine = line;
        StringBuilder value = new StringBuilder();
        at++;
        while (at < code.length() && code.charAt(at) != TEMPLATE && !code.startsWith("${", at)) {
            line += code.charAt(at) == '\n' ? 1 : 0;
            at = Escapes.append(code, at, value);
        }
        if (at >= code.length()) {
            throw new UnreadableScript("unterminated template", startLine);
        }
        if (code.charAt(at) == TEMPLATE) {
            at++;
        } else {
            open.push(TEMPLATE);
            at += 2;
        }
        tokens.add(new ScriptToken(Type.STRING, value.toString(), startLine));
    }

    private void number() {
        int start = at;
        while (at < code.length()
                && (Character.isLetterOrDigit(code.charAt(at))
                        || code.charAt(at) == '.'
                        || code.charAt(at) == '_'
                        || (code.charAt(at) == '+' || code.charAt(at) == '-')
                                && "eE".indexOf(code.charAt(at - 1)) >= 0
                                && !code.substring(start, at).toLowerCase().startsWith("0x"))) {
            at++;
        }
        tokens.add(new ScriptToken(Type.NUMBER, code.substring(start, at), line));
    }

    private void name() {
        int start = at++;
        while (at < code.length() && Character.isJavaIdentifierPart(code.charAt(at))) {
            at++;
        }
        tokens.add(new ScriptToken(Type.NAME, code.substring(start, at), line));
    }

    private boolean regexMayStart() {
        if (tokens.isEmpty()) {
            return true;
        }
        ScriptToken last = tokens.get(tokens.size() - 1);
        return switch (last.type()) {
            case NAME -> BEFORE_REGEX.contains(last.text());
            case PUNCT -> !(last.is(")") || last.is("]") || last.is("}"));
            default -> false;
        };
    }

    private void regex() throws UnreadableScript {
        boolean inClass = false;
        for (at++; at < code.length() && code.charAt(at) != '\n'; at++) {
            char c = code.charAt(at);
            if (c == '\\') {
                at++;
            } else if (c == '[' || c == ']') {
                inClass = c == '[';
            } else if (c == '/' && !inClass) {
                at++;
                while (at < code.length() && Character.isLetter(code.charAt(at))) {
                    at++;
                }
                return;
            }
        }
        throw new UnreadableScript("unterminated regular expression", line);
    }

    private void punct(char c) throws UnreadableScript {
        if ("([{".indexOf(c) >= 0) {
            open.push(c);
        } else if (")]}".indexOf(c) >= 0) {
            Character opener = open.poll();
            if (opener == null || "([{".indexOf(opener) != ")]}".indexOf(c)) {
                throw new UnreadableScript("unbalanced " + c, line);
            }
        }
        tokens.add(new ScriptToken(Type.PUNCT, String.valueOf(c), line));
        at++;
    }
}
