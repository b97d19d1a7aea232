package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.connector.Credential;
import org.mnemos.api.connector.CredentialResolver;

/**
 * Sends mails through the configured SMTP server with Jakarta Mail (Payara's own implementation). A send is a
 * report, never an exception: its error in plain words, or null. The password is resolved from its credential
 * for the one connection and never kept.
 */
@ApplicationScoped
public class MailSender {

    @Inject
    @ConfigProperty(name = "mnemos.smtp.host")
    Optional<String> host;

    @Inject
    @ConfigProperty(name = "mnemos.smtp.port")
    int port;

    @Inject
    @ConfigProperty(name = "mnemos.smtp.tls")
    String tls;

    @Inject
    @ConfigProperty(name = "mnemos.smtp.user")
    Optional<String> user;

    @Inject
    @ConfigProperty(name = "mnemos.smtp.password-credential")
    Optional<String> passwordCredential;

    @Inject
    @ConfigProperty(name = "mnemos.smtp.from")
    String from;

    @Inject
    @ConfigProperty(name = "mnemos.smtp.timeout")
    String timeout;

    @Inject
    CredentialResolver credentials;

    public SmtpSettings settings() {
        return new SmtpSettings(host, port, tls, user, passwordCredential, from, Duration.parse(timeout));
    }

    /** @return null when the server accepted the mail, else why not */
    public String send(OutgoingMail mail) {
        SmtpSettings smtp = settings();
        if (smtp.host().isEmpty()) {
            return "No SMTP server is configured (MNEMOS_SMTP_HOST).";
        }
        Session session = Session.getInstance(smtp.sessionProperties());
        try (Transport transport = session.getTransport(smtp.protocol())) {
            MimeMessage message = MailComposition.compose(session, smtp.from(), mail);
            transport.connect(smtp.host().get(), smtp.port(), smtp.user().orElse(null), password(smtp));
            transport.sendMessage(message, message.getAllRecipients());
            return null;
        } catch (MessagingException e) {
            return "The SMTP server " + smtp.host().get() + ":" + smtp.port() + " did not take the mail: "
                    + e.getMessage();
        }
    }

    private String password(SmtpSettings smtp) {
        return smtp.passwordCredential()
                .flatMap(credentials::resolve)
                .map(MailSender::secretOf)
                .orElse(null);
    }

    private static String secretOf(Credential credential) {
        if (credential instanceof Credential.Basic basic) {
            return basic.password();
        }
        if (credential instanceof Credential.BearerToken bearer) {
            return bearer.token();
        }
        return ((Credential.ApiKey) credential).value();
    }
}
