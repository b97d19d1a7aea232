package org.mnemos.notify.control;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The MIME a subscription mail has, read back from its bytes as a mail client would. */
class MailCompositionTest {

    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10, 0, 0, 0, 0};
    private static final byte[] PDF = "%PDF-1.7\n%%EOF\n".getBytes(StandardCharsets.US_ASCII);

    private static MimeMessage roundTrip(OutgoingMail mail) throws Exception {
        Session session = Session.getInstance(new Properties());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        MailComposition.compose(session, "mnemos@example.com", mail).writeTo(bytes);
        return new MimeMessage(session, new ByteArrayInputStream(bytes.toByteArray()));
    }

    private static DashboardDigest digest() {
        Map<String, String> figures = new LinkedHashMap<>();
        figures.put("On-time rate", "94.2 %");
        figures.put("Orders <all>", "1,204");
        return new DashboardDigest(
                "Supply chain",
                "Refreshed 2026-12-07 07:00 UTC, 10,324 rows",
                figures,
                List.of(new OutgoingMail.Part("chart-volume", "image/png", PNG)),
                List.of(new OutgoingMail.Part("supply-chain.pdf", "application/pdf", PDF)),
                "https://mnemos.example.com/dashboards/a1");
    }

    @Test
    void aSubscriptionMailHasTextHtmlInlineChartsAPdfAndTheUnsubscribeHeaders() throws Exception {
        MimeMessage mail = roundTrip(digest().to("ana@example.com", "https://mnemos.example.com/api/unsubscribe/t0k"));

        assertThat(mail.getSubject()).isEqualTo("Supply chain — Refreshed 2026-12-07 07:00 UTC, 10,324 rows");
        assertThat(mail.getAllRecipients()[0].toString()).isEqualTo("ana@example.com");
        assertThat(mail.getHeader("List-Unsubscribe")[0]).isEqualTo("<https://mnemos.example.com/api/unsubscribe/t0k>");
        assertThat(mail.getHeader("List-Unsubscribe-Post")[0]).isEqualTo("List-Unsubscribe=One-Click");
        Multipart mixed = (Multipart) mail.getContent();
        assertThat(mixed.getContentType()).startsWith("multipart/mixed");
        Multipart related = (Multipart) mixed.getBodyPart(0).getContent();
        assertThat(related.getContentType()).startsWith("multipart/related");
        Multipart alternative = (Multipart) related.getBodyPart(0).getContent();
        String text = (String) alternative.getBodyPart(0).getContent();
        String html = (String) alternative.getBodyPart(1).getContent();
        assertThat(alternative.getBodyPart(1).getContentType()).startsWith("text/html");
        assertThat(text)
                .contains("On-time rate: 94.2 %", "Unsubscribe: https://mnemos.example.com/api/unsubscribe/t0k");
        assertThat(html)
                .contains("<td style=\"font-size:1.4em\">94.2 %</td>", "Orders &lt;all&gt;", "src=\"cid:chart-volume\"")
                .contains("href=\"https://mnemos.example.com/api/unsubscribe/t0k\"");
        BodyPart image = related.getBodyPart(1);
        assertThat(image.getDisposition()).isEqualTo(Part.INLINE);
        assertThat(image.getHeader("Content-ID")[0]).isEqualTo("<chart-volume>");
        assertThat(image.getInputStream().readAllBytes()).isEqualTo(PNG);
        BodyPart pdf = mixed.getBodyPart(1);
        assertThat(pdf.getDisposition()).isEqualTo(Part.ATTACHMENT);
        assertThat(pdf.getFileName()).isEqualTo("supply-chain.pdf");
        assertThat(pdf.getContentType()).startsWith("application/pdf");
        assertThat(pdf.getInputStream().readAllBytes()).isEqualTo(PDF);
    }

    @Test
    void anAlertNoticeHasNoUnsubscribeHeader() throws Exception {
        OutgoingMail notice =
                new OutgoingMail("ops@example.com", "Firing", "<p>x</p>", "x", List.of(), List.of(), null);

        MimeMessage mail = roundTrip(notice);

        assertThat(mail.getHeader("List-Unsubscribe")).isNull();
        assertThat(((Multipart) mail.getContent()).getCount()).isEqualTo(1);
    }
}
