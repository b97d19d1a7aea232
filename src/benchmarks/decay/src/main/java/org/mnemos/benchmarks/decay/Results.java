package org.mnemos.benchmarks.decay;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes one labelled run into the "Decay" section of the results page, keeping everything else
 * (the retrieval results above it, other labelled runs) as it is.
 */
final class Results {

    static final String HEADING = "## Decay";

    private Results() {
    }

    static void splice(Path page, String label, String run) throws IOException {
        String text = Files.exists(page) ? Files.readString(page) : "";
        String start = "<!-- decay run: " + label + " -->\n";
        String end = "<!-- end of decay run: " + label + " -->\n";
        if (!text.contains(HEADING + "\n")) {
            text = text.stripTrailing() + "\n\n" + HEADING + "\n\n" + Files.readString(Path.of(System.getProperty("bench.intro")))
                    + "\n";
        }
        int from = text.indexOf(start);
        if (from >= 0) {
            int to = text.indexOf(end, from) + end.length();
            text = text.substring(0, from) + start + run + end + text.substring(to);
        } else {
            text = text.stripTrailing() + "\n\n" + start + run + end;
        }
        Files.writeString(page, text);
    }
}
