package org.mnemos.launcher;

import fish.payara.micro.PayaraMicroRuntime;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * Waits until the application itself answers as ready. Payara Micro logs "ready" and serves
 * 404s even when the deployment failed, so only the application's readiness endpoint counts.
 */
final class Readiness {

    private static final Duration TIMEOUT = Duration.ofMinutes(3);

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private final URI ready;
    private final Path log;

    Readiness(URI server, Path log) {
        this.ready = server.resolve("health/ready");
        this.log = log;
    }

    void await(PayaraMicroRuntime runtime) throws LaunchException {
        if (runtime.getDeployedApplicationNames().stream().noneMatch(name -> name.startsWith("mnemos"))) {
            throw new LaunchException("The application failed to deploy; " + log + " says why.");
        }
        Instant deadline = Instant.now().plus(TIMEOUT);
        int lastStatus = -1;
        while (Instant.now().isBefore(deadline)) {
            lastStatus = status();
            if (lastStatus == 200) {
                return;
            }
            sleep();
        }
        throw new LaunchException(
                "The application did not become ready within " + TIMEOUT.toMinutes() + " minutes (last answer from "
                        + ready + ": " + (lastStatus < 0 ? "none" : lastStatus) + "); see " + log + ".");
    }

    private int status() {
        try {
            HttpRequest request = HttpRequest.newBuilder(ready)
                    .timeout(Duration.ofSeconds(5))
                    .GET()
                    .build();
            return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
