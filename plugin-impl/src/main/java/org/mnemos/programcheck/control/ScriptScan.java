package org.mnemos.programcheck.control;

import java.util.List;
import java.util.Set;
import org.mozilla.javascript.RhinoException;

/**
 * Reads one inline script: through Rhino's AST when it parses, else through the token fallback.
 * Rhino 1.9 lacks some syntax browsers run ({@code class}, {@code async}/{@code await},
 * {@code import}/{@code export}, private {@code #fields}, spread in a call such as
 * {@code Math.max(...values)}); a script that Rhino refuses is read by
 * tokens only when it uses such syntax, so that a plain syntax error is reported instead of being
 * waved through. A script the tokenizer cannot split either (unterminated string, comment or
 * template, unbalanced brackets) is reported as unparseable. The fallback's own limits are
 * stated on {@link ScriptTokenScan}.
 */
final class ScriptScan {

    /** Tokens of syntax Rhino does not parse; their presence explains a Rhino failure. */
    private static final Set<String> NEWER_SYNTAX = Set.of("class", "async", "await", "import", "export", "static");

    private final ScriptFacts facts;
    private final List<Finding> findings;

    ScriptScan(ScriptFacts facts, List<Finding> findings) {
        this.facts = facts;
        this.findings = findings;
    }

    void scan(String code, int firstLine) {
        List<ScriptToken> tokens;
        try {
            tokens = ScriptTokenizer.tokens(code, firstLine);
        } catch (UnreadableScript unreadable) {
            unparseable(unreadable.getMessage(), unreadable.line());
            return;
        }
        try {
            new AstScan(facts, code).scan(firstLine);
        } catch (RhinoException refused) {
            if (usesNewerSyntax(tokens)) {
                new ScriptTokenScan(facts).scan(tokens);
            } else {
                unparseable(refused.details(), Math.max(firstLine, refused.lineNumber()));
            }
        } catch (StackOverflowError tooDeep) {
            // Rhino parses and walks recursively; a 50 KB script can nest deep enough to exhaust the stack.
            unparseable("nested too deeply", firstLine);
        } catch (RuntimeException visitorFault) {
            // Rhino parsed the script but its AST walk failed (e.g. a catch clause without a binding):
            // the AST findings so far stand, and the tokens are read too so that nothing is skipped.
            new ScriptTokenScan(facts).scan(tokens);
        }
    }

    private static boolean usesNewerSyntax(List<ScriptToken> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            ScriptToken token = tokens.get(i);
            boolean newer = token.type() == ScriptToken.Type.NAME
                    && (NEWER_SYNTAX.contains(token.text()) || token.text().startsWith("#"));
            if (newer || isSpread(tokens, i)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isSpread(List<ScriptToken> tokens, int at) {
        return at + 2 < tokens.size()
                && tokens.get(at).is(".")
                && tokens.get(at + 1).is(".")
                && tokens.get(at + 2).is(".");
    }

    private void unparseable(String reason, int line) {
        findings.add(Finding.at(
                Finding.Kind.UNPARSEABLE_SCRIPT,
                line,
                reason,
                "the script cannot be parsed (%s), so it cannot be checked"));
    }
}
