package org.mnemos.artifact.control;

import java.net.URI;
import org.jsoup.Jsoup;

/**
 * The page of a program: the stored HTML as it is, given the page shape every artifact has (policy,
 * chart library, data block, nonces). The program was accepted by the data-injection check, so it reads
 * the data from that block and loads nothing else.
 */
final class ProgramPage {

    private ProgramPage() {}

    static String html(String program, PageData data, String nonce, URI origin) {
        return PageShape.shaped(Jsoup.parse(program), data, nonce, origin).outerHtml();
    }
}
