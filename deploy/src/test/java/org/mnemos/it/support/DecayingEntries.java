package org.mnemos.it.support;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Remember inputs for a decay run: a few topics interleaved, {@code old} entries observed long ago (far
 * below theta: consolidated or deleted) and then {@code fresh} ones observed an hour ago (far above: retained).
 */
public final class DecayingEntries {

    private static final String[] TOPICS = {
        "The Antwerp depot shipped %d pallets of paper on day %d",
        "Invoice %d from the Lyon printer was paid late on day %d",
        "The Ghent warehouse counted %d broken crates during audit %d",
        "Customer support closed %d tickets about login errors in week %d",
        "The Porto office ordered %d chairs for the meeting rooms, request %d",
    };

    private DecayingEntries() {}

    public static List<ObjectNode> of(int old, int fresh) {
        Instant now = Instant.now();
        List<ObjectNode> entries = new ArrayList<>();
        for (int i = 0; i < old + fresh; i++) {
            Instant observed = i < old ? now.minus(Duration.ofDays(400)).minusSeconds(i) : now.minusSeconds(3_600 + i);
            entries.add(Workspaces.input()
                    .put("content", TOPICS[i % TOPICS.length].formatted(100 + i, i))
                    .put("observedAt", observed.toString()));
        }
        return entries;
    }
}
