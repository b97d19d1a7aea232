package org.mnemos.artifact.control;

/**
 * A served artifact page and what its response must say about it.
 *
 * @param html      the self-contained page
 * @param policy    the Content-Security-Policy header, with this response's nonce
 * @param rows      the rows the page's data was made from (a spec's: every row of its source)
 * @param truncated whether the source had more rows than that
 */
public record RenderedPage(String html, String policy, long rows, boolean truncated) {

    /** The {@code Mnemos-Rows} header: {@code <n>; truncated=<bool>}. */
    public String rowsHeader() {
        return rows + "; truncated=" + truncated;
    }
}
