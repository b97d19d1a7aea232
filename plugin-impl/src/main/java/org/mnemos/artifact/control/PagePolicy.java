package org.mnemos.artifact.control;

import java.net.URI;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The Content-Security-Policy of a served artifact page. A page may run only the vendored chart library
 * and the scripts carrying its per-response nonce, may not open a connection, submit a form or change its
 * base, and loads nothing but inline styles and data: images. The header adds {@code sandbox allow-scripts}
 * (an opaque origin: no cookies, no storage of the server's origin); a {@code <meta>} policy cannot
 * carry {@code sandbox}, so the page's own copy is the rest. The iframe the UI puts the page in is
 * sandboxed the same way.
 */
public final class PagePolicy {

    /** Where the WAR serves the vendored scripts; a program may load only from here. */
    public static final String VENDOR_PATH = "/vendor/";

    private static final String SANDBOX = "sandbox allow-scripts; ";
    private static final String FENCE = "default-src 'none'; connect-src 'none'; ";
    private static final String REST =
            "; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'";
    private static final SecureRandom RANDOM = new SecureRandom();

    private PagePolicy() {}

    /** The policy inside the page: scripts with this nonce or from the vendored path of this origin. */
    public static String meta(String nonce, URI origin) {
        return FENCE + "script-src 'nonce-" + nonce + "' " + vendorUrl(origin) + REST;
    }

    /** The header of a rendered page. */
    public static String header(String nonce, URI origin) {
        return SANDBOX + meta(nonce, origin);
    }

    /** The header of every other answer of a render URL (a problem): nothing may run at all. */
    public static String withoutScripts() {
        return SANDBOX + FENCE + "script-src 'none'" + REST;
    }

    /** 128 random bits, base64: a fresh one per response, so an injected script cannot guess it. */
    public static String nonce() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }

    /**
     * A CSP host source needs the origin: a sandboxed srcdoc frame has an opaque origin, so neither
     * {@code 'self'} nor a bare path would match the server the library comes from.
     */
    private static String vendorUrl(URI origin) {
        String port = origin.getPort() < 0 ? "" : ":" + origin.getPort();
        return origin.getScheme() + "://" + origin.getHost() + port + VENDOR_PATH;
    }
}
