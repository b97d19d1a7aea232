package org.mnemos.bench.profiler;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.camel.impl.DefaultCamelContext;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.RowStream;
import org.mnemos.connector.csv.AllowedPaths;
import org.mnemos.connector.csv.CsvConfig;
import org.mnemos.connector.csv.CsvSource;
import org.mnemos.connector.csv.MalformedRowPolicy;
import org.mnemos.connector.profile.ProfileBuilder;

/**
 * One profiler run in its own JVM (started by {@link Benchmark} with the heap limit under
 * test): profiles one CSV exactly as the product does ({@code CsvSource}, which parses with
 * camel-csv and needs a context only to create exchanges, then {@code ProfileBuilder}, ragged
 * rows skipped and counted) and prints one {@code RESULT} line
 * of JSON. The timed span runs from opening the file to the rendered profile, so it includes
 * dialect sniffing, JIT warm-up and loading the o200k vocabulary for the token count.
 * <p>Arguments: {@code baseDir relativePath [profileJsonOut]}.
 */
public final class MnemosChild {

    private MnemosChild() {
    }

    public static void main(String[] args) throws Exception {
        HeapWatch heap = new HeapWatch();
        Path base = Path.of(args[0]);
        String file = args[1];

        long start = System.nanoTime();
        long scanned;
        long scanMark;
        ProfileBuilder builder;
        DataProfile profile;
        try (RowStream rows = new CsvSource(new AllowedPaths(base), new DefaultCamelContext()).open(CsvConfig.of(file).with(MalformedRowPolicy.SKIP))) {
            builder = new ProfileBuilder(rows.columns());
            rows.forEachRemaining(builder::add);
            builder.malformedRows(rows.malformedRows());
            scanned = System.nanoTime();
            scanMark = HeapWatch.uptime();
            profile = builder.build();
        }
        long end = System.nanoTime();
        Map<String, Object> memory = heap.report(scanMark);
        // What stays reachable at the end: the builder's sketches, the profile, the o200k vocabulary.
        long live = HeapWatch.liveAfterFullGc();
        Reference.reachabilityFence(builder);

        Map<String, Object> result = new LinkedHashMap<>();
        result.put("engine", "mnemos");
        result.put("file", file);
        result.put("wallMillis", (end - start) / 1e6);
        result.put("scanMillis", (scanned - start) / 1e6);
        result.put("buildMillis", (end - scanned) / 1e6);
        result.put("rowCount", profile.rowCount());
        result.put("columns", profile.columns().size());
        result.put("malformedRows", profile.malformedRows());
        result.put("tokens", profile.tokens());
        result.putAll(memory);
        result.put("liveAfterFullGcBytes", live);
        ObjectMapper json = new ObjectMapper();
        if (args.length > 2) {
            Files.writeString(Path.of(args[2]), json.enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(profile));
        }
        System.out.println("RESULT " + new ObjectMapper().writeValueAsString(result));
    }
}
