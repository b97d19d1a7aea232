package org.mnemos.sharing.control;

/**
 * The answer of a share link: the page that frames the dashboard, and its Content-Security-Policy.
 *
 * @param html   the framing page, with the rendered dashboard in its sandboxed frame's srcdoc
 * @param policy the rendered page's own policy (its nonce included, since a srcdoc frame inherits the
 *               policy of the page around it), plus {@code frame-src 'none'} and the link's
 *               {@code frame-ancestors}
 */
public record SharedPage(String html, String policy) {}
