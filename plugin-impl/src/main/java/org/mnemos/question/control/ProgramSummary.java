package org.mnemos.question.control;

import java.util.stream.Collectors;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * What a program dashboard says of itself, for a question's prompt: its title and headings. Its script is
 * left out; the program's numbers are computed in the browser, so only the profile stands for its data.
 */
final class ProgramSummary {

    private ProgramSummary() {}

    static String of(String program) {
        Document page = Jsoup.parse(program);
        String headings = page.select("h1, h2, h3, h4").stream()
                .map(Element::text)
                .filter(text -> !text.isBlank())
                .collect(Collectors.joining("; "));
        return "A program dashboard titled '" + page.title() + "'"
                + (headings.isEmpty() ? "" : "; headings: " + headings)
                + ". Its numbers are computed in the browser from the data profiled below.";
    }
}
