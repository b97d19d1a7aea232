package org.mnemos.platform;

import java.security.SecureRandom;
import java.util.Base64;

/**
 * The Content-Security-Policy of the application's page. The page keeps a bearer token in sessionStorage, so no
 * script may run but its own files ({@code 'self'}) and scripts carrying this response's nonce: injected markup
 * cannot run anything, nor load objects, move the base, submit elsewhere, frame anything or be framed.
 *
 * <p>A dashboard is drawn in a sandboxed frame from {@code srcdoc}, and a srcdoc document inherits this policy on
 * top of its own (measured in Chromium 155): its nonce scripts run only because the viewer gives them this
 * page's nonce ({@code artifact-viewer.js}); its own policy (no network, nonce and the vendored library only)
 * stays whole. So the policy also admits what a dashboard needs and the page does not forbid anyway: inline
 * styles and {@code data:} images.
 */
final class ShellPolicy {

    private static final SecureRandom RANDOM = new SecureRandom();

    private ShellPolicy() {}

    /** A fresh nonce per response: 128 random bits. */
    static String nonce() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String of(String nonce) {
        return "default-src 'self'; script-src 'self' 'nonce-" + nonce + "'; style-src 'self' 'unsafe-inline'; "
                + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; "
                + "form-action 'self'; frame-src 'none'; frame-ancestors 'none'";
    }
}
