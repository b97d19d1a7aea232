package org.mnemos.programcheck.control;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;
import org.jsoup.parser.Parser;

/**
 * Reads the HTML of a program with jsoup and judges the markup itself: text and attribute values
 * like literals, inline event handlers, resources from outside the allow-list, and script blocks —
 * JavaScript ones are handed to {@link ScriptScan}, data blocks must be the empty injection block.
 */
final class MarkupScan {

    /** On these a literal {@code href} is a link: only a script URL is refused. */
    private static final Set<String> LINKS = Set.of("a", "area");

    private static final Set<String> JAVASCRIPT_TYPES = Set.of(
            "", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript");
    /** Their content is not rendered text (style rules) or is judged as script. */
    private static final Set<String> NOT_TEXT = Set.of("script", "style");

    private final InjectionContract contract;
    private final LiteralScan screen;
    private final ScriptScan scripts;
    private final List<Finding> findings;

    MarkupScan(InjectionContract contract, LiteralScan screen, ScriptScan scripts, List<Finding> findings) {
        this.contract = contract;
        this.screen = screen;
        this.scripts = scripts;
        this.findings = findings;
    }

    void scan(String html) {
        Parser parser = Parser.htmlParser().setTrackPosition(true);
        for (Element element : Jsoup.parse(html, "", parser).getAllElements()) {
            int line = Math.max(1, element.sourceRange().start().lineNumber());
            element.attributes().forEach(attribute -> attribute(element, attribute, line));
            if (element.nameIs("script")) {
                script(element);
            } else if (element.nameIs("meta") && "refresh".equalsIgnoreCase(element.attr("http-equiv"))) {
                external(element.attr("content"), line);
            }
            if (!NOT_TEXT.contains(element.normalName())) {
                element.textNodes().forEach(this::text);
            }
        }
    }

    private void attribute(Element element, Attribute attribute, int line) {
        String name = attribute.getKey().toLowerCase(Locale.ROOT);
        if (name.startsWith("on")) {
            findings.add(Finding.at(
                    Finding.Kind.EVENT_HANDLER,
                    line,
                    name,
                    "attribute %s is an inline event handler; " + "attach handlers from a script"));
            return;
        }
        String value = attribute.getValue();
        screen.text(value, line, "attribute value");
        // On <a> and <area> a literal href is a link; its script URL is judged above.
        boolean link = LINKS.contains(element.normalName()) && name.equals("href");
        if (UrlSinks.ATTRIBUTES.contains(name) && !link && !UrlSinks.allows(value, contract)) {
            external(value, line);
        }
    }

    private void script(Element script) {
        int line = Math.max(1, script.sourceRange().end().lineNumber());
        String type = script.attr("type").strip().toLowerCase(Locale.ROOT);
        String content = script.data();
        if (!JAVASCRIPT_TYPES.contains(type)) {
            if (!content.isBlank()) {
                findings.add(Finding.at(
                        Finding.Kind.INLINE_DATA_BLOCK,
                        line,
                        content,
                        "script block content %s embeds data; "
                                + (contract.point().isBlock(script.id())
                                        ? "the injection block must stay empty"
                                        : "read the injection point")));
            }
        } else if (!script.hasAttr("src") && !content.isBlank()) {
            scripts.scan(content, line);
        }
    }

    private void text(TextNode text) {
        if (!text.isBlank()) {
            screen.text(
                    text.getWholeText(), Math.max(1, text.sourceRange().start().lineNumber()), "text");
        }
    }

    private void external(String url, int line) {
        findings.add(
                Finding.at(Finding.Kind.EXTERNAL_RESOURCE, line, url, "resource %s is not the bundled chart library"));
    }
}
