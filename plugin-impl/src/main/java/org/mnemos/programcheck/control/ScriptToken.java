package org.mnemos.programcheck.control;

/** One token of a script as the fallback {@link ScriptTokenizer} splits it; strings carry their value, escapes resolved. */
record ScriptToken(Type type, String text, int line) {

    enum Type {
        STRING,
        NUMBER,
        NAME,
        PUNCT
    }

    boolean is(String punct) {
        return type == Type.PUNCT && text.equals(punct);
    }
}
