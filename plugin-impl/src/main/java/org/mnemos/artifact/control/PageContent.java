package org.mnemos.artifact.control;

/**
 * What a page's one injection block, {@code mnemos-data}, holds: a program's rows ({@link PageData}) or a
 * spec's computed datasets ({@link SpecPageData}).
 */
public sealed interface PageContent permits PageData, SpecPageData {

    /** The block's text, safe inside a script element. */
    String blockText();

    /** The rows the content was made from: the {@code Mnemos-Rows} header. */
    long rowCount();

    /** Whether the source had more rows than the content was made from. */
    boolean truncated();
}
