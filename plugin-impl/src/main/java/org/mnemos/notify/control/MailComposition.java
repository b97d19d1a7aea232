package org.mnemos.notify.control;

import jakarta.activation.DataHandler;
import jakarta.mail.MessagingException;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.util.ByteArrayDataSource;
import java.nio.charset.StandardCharsets;

/**
 * A mail as MIME: multipart/mixed of a multipart/related (the multipart/alternative text and HTML, then the
 * inline images by Content-ID) and the attachments. A mail with an unsubscribe link also carries it in the
 * {@code List-Unsubscribe} headers of RFC 2369 and RFC 8058, so mail clients offer one-click unsubscribing.
 */
public final class MailComposition {

    private static final String UTF_8 = StandardCharsets.UTF_8.name();

    private MailComposition() {}

    public static MimeMessage compose(Session session, String from, OutgoingMail mail) throws MessagingException {
        MimeMessage message = new MimeMessage(session);
        message.setFrom(new InternetAddress(from));
        message.setRecipient(MimeMessage.RecipientType.TO, new InternetAddress(mail.to()));
        message.setSubject(mail.subject(), UTF_8);
        if (mail.unsubscribeUrl() != null) {
            message.setHeader("List-Unsubscribe", "<" + mail.unsubscribeUrl() + ">");
            message.setHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
        }
        MimeMultipart mixed = new MimeMultipart("mixed");
        mixed.addBodyPart(wrapped(related(mail)));
        for (OutgoingMail.Part attachment : mail.attachments()) {
            MimeBodyPart part = binary(attachment);
            part.setDisposition(Part.ATTACHMENT);
            part.setFileName(attachment.name());
            mixed.addBodyPart(part);
        }
        message.setContent(mixed);
        message.saveChanges();
        return message;
    }

    private static MimeMultipart related(OutgoingMail mail) throws MessagingException {
        MimeMultipart alternative = new MimeMultipart("alternative");
        MimeBodyPart text = new MimeBodyPart();
        text.setText(mail.text(), UTF_8, "plain");
        alternative.addBodyPart(text);
        MimeBodyPart html = new MimeBodyPart();
        html.setText(mail.html(), UTF_8, "html");
        alternative.addBodyPart(html);
        MimeMultipart related = new MimeMultipart("related");
        related.addBodyPart(wrapped(alternative));
        for (OutgoingMail.Part image : mail.images()) {
            MimeBodyPart part = binary(image);
            part.setDisposition(Part.INLINE);
            part.setContentID("<" + image.name() + ">");
            part.setFileName(image.name());
            related.addBodyPart(part);
        }
        return related;
    }

    private static MimeBodyPart wrapped(MimeMultipart multipart) throws MessagingException {
        MimeBodyPart part = new MimeBodyPart();
        part.setContent(multipart);
        return part;
    }

    private static MimeBodyPart binary(OutgoingMail.Part content) throws MessagingException {
        MimeBodyPart part = new MimeBodyPart();
        part.setDataHandler(new DataHandler(new ByteArrayDataSource(content.bytes(), content.mediaType())));
        return part;
    }
}
