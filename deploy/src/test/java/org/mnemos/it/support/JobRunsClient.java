package org.mnemos.it.support;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;

/** Starts maintenance jobs through the admin API and waits for their runs to end. */
public final class JobRunsClient {

    private JobRunsClient() {}

    public static JsonNode run(Http admin, String job, String body) throws InterruptedException {
        Http.Reply started = admin.post("api/admin/jobs/" + job + "/runs", body);
        if (started.status() != 202) {
            throw new IllegalStateException("run not started: " + started.body());
        }
        return awaitEnd(admin, job, started.json().get("id").asText());
    }

    public static JsonNode awaitEnd(Http admin, String job, String runId) throws InterruptedException {
        return awaitEnd(admin, job, runId, Duration.ofSeconds(90));
    }

    public static JsonNode awaitEnd(Http admin, String job, String runId, Duration timeout)
            throws InterruptedException {
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            JsonNode run = admin.get("api/admin/jobs/" + job + "/runs/" + runId).json();
            if (!run.get("status").asText().startsWith("START")) {
                return run;
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException("run " + runId + " of " + job + " did not end");
    }
}
