package org.mnemos.notify.control;

import java.util.List;

/**
 * A mail to one address: an HTML body with its plain-text twin, images the HTML shows inline (by
 * {@code cid:} reference), attachments, and the recipient's own unsubscribe link (null for alert notices).
 */
public record OutgoingMail(
        String to,
        String subject,
        String html,
        String text,
        List<Part> images,
        List<Part> attachments,
        String unsubscribeUrl) {

    /** A binary part: an inline image ({@code name} is its content id) or an attachment (its file name). */
    public record Part(String name, String mediaType, byte[] bytes) {}

    public OutgoingMail {
        images = List.copyOf(images);
        attachments = List.copyOf(attachments);
    }
}
