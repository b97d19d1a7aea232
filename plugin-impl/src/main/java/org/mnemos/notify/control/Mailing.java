package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * A mail sent by the configured {@link RetryPolicy} ({@code mnemos.notify.retry.*}): the waits are spent on the
 * calling thread, which is always an executor's, never a request's.
 */
@ApplicationScoped
public class Mailing {

    @Inject
    MailSender sender;

    @Inject
    @ConfigProperty(name = "mnemos.notify.retry.attempts")
    int attempts;

    @Inject
    @ConfigProperty(name = "mnemos.notify.retry.first-delay")
    String firstDelay;

    public RetryPolicy.Result send(OutgoingMail mail) {
        return new RetryPolicy(attempts, Duration.parse(firstDelay)).run(() -> sender.send(mail), Mailing::pause);
    }

    private static void pause(Duration wait) {
        try {
            Thread.sleep(wait.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
