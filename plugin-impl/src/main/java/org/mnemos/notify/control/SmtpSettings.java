package org.mnemos.notify.control;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;

/**
 * The SMTP server as the administrator configured it ({@code mnemos.smtp.*}). The password is not here: only
 * the name of the credential that holds it, resolved at each send.
 *
 * @param tls {@code none}, {@code starttls} (required, not opportunistic) or {@code tls} (SMTPS from the start)
 */
public record SmtpSettings(
        Optional<String> host,
        int port,
        String tls,
        Optional<String> user,
        Optional<String> passwordCredential,
        String from,
        Duration timeout) {

    public SmtpSettings {
        tls = tls.strip().toLowerCase(Locale.ROOT);
        if (!tls.equals("none") && !tls.equals("starttls") && !tls.equals("tls")) {
            throw new IllegalStateException(
                    "mnemos.smtp.tls (MNEMOS_SMTP_TLS) is '" + tls + "': use none, starttls or tls");
        }
        host = host.filter(h -> !h.isBlank());
    }

    /** The transport protocol Jakarta Mail names: SMTPS for implicit TLS. */
    public String protocol() {
        return tls.equals("tls") ? "smtps" : "smtp";
    }

    /** The session properties: timeouts always, so a silent server never holds a thread for long. */
    public Properties sessionProperties() {
        String prefix = "mail." + protocol() + ".";
        String millis = Long.toString(timeout.toMillis());
        Properties properties = new Properties();
        properties.setProperty(prefix + "connectiontimeout", millis);
        properties.setProperty(prefix + "timeout", millis);
        properties.setProperty(prefix + "writetimeout", millis);
        properties.setProperty(prefix + "auth", Boolean.toString(user.isPresent()));
        if (tls.equals("starttls")) {
            properties.setProperty(prefix + "starttls.enable", "true");
            properties.setProperty(prefix + "starttls.required", "true");
        }
        if (!tls.equals("none")) {
            properties.setProperty(prefix + "ssl.checkserveridentity", "true");
        }
        return properties;
    }
}
