package org.mnemos.sharing.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mnemos.artifact.control.RenderedPage;

/** The page a link opens: the rendered page in a sandboxed srcdoc frame, under the page's policy and the link's framing. */
class SharedFrameTest {

    private static final String POLICY = "sandbox allow-scripts; default-src 'none'; script-src 'nonce-n1'";
    private static final String DASHBOARD =
            "<!doctype html><html><body><p title=\"a&b\">Sales</p><script nonce=\"n1\">x()</script></body></html>";

    @Test
    void theRenderedPageIsTheSandboxedFramesWholeContent() {
        SharedPage shared =
                SharedFrame.around(new RenderedPage(DASHBOARD, POLICY, 3, false), "Sales <2026>", List.of());
        Document page = Jsoup.parse(shared.html());

        Element frame = page.selectFirst("body > iframe");
        assertThat(frame.attr("sandbox")).isEqualTo("allow-scripts");
        assertThat(frame.attr("srcdoc")).isEqualTo(DASHBOARD);
        assertThat(frame.attr("title")).isEqualTo("Dashboard: Sales <2026>");
        assertThat(page.title()).isEqualTo("Sales <2026>");
        assertThat(page.select("script")).isEmpty();
        assertThat(page.body().children()).hasSize(1);
    }

    @Test
    void anyoneMayFrameItUnlessTheLinkNamesSites() {
        assertThat(SharedFrame.policy(POLICY, List.of())).isEqualTo(POLICY + "; frame-src 'none'; frame-ancestors *");
        assertThat(SharedFrame.policy(POLICY, List.of("https://a.example", "http://localhost:3000")))
                .endsWith("; frame-ancestors https://a.example http://localhost:3000");
    }
}
