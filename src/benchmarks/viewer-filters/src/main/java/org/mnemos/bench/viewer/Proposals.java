package org.mnemos.bench.viewer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.camel.impl.DefaultCamelContext;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.RowStream;
import org.mnemos.connector.csv.AllowedPaths;
import org.mnemos.connector.csv.CsvConfig;
import org.mnemos.connector.csv.CsvSource;
import org.mnemos.connector.csv.MalformedRowPolicy;
import org.mnemos.connector.profile.ProfileBuilder;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.generation.control.GenerationRequest;
import org.mnemos.generation.control.OfflineSpecGenerator;

/**
 * What the offline generator proposes as viewer filters for each CSV of the folders given (public tables the rule
 * was not tuned to): profiled as a source is, generated with a generic instruction, checked by SpecCheck.
 * Appends a table to the page. Arguments: page, then folders.
 */
public final class Proposals {

    private Proposals() {}

    public static void main(String[] args) throws Exception {
        StringBuilder md = new StringBuilder("\n## Viewer filters the generator proposes, on tables it was not tuned to\n\n"
                + "Each CSV profiled as a source is, a dashboard generated offline for \"overview dashboard\", its spec "
                + "checked against the profile.\n\n| table | rows | proposed viewer filters | check |\n|---|---:|---|---|\n");
        OfflineSpecGenerator generator = new OfflineSpecGenerator();
        for (int i = 1; i < args.length; i++) {
            List<Path> files;
            try (Stream<Path> listed = Files.list(Path.of(args[i]))) {
                files = listed.filter(p -> p.toString().endsWith(".csv")).sorted().toList();
            }
            for (Path csv : files) {
                md.append(row(generator, csv));
            }
        }
        Files.writeString(Path.of(args[0]), md, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        System.out.print(md);
    }

    private static String row(OfflineSpecGenerator generator, Path csv) {
        try {
            DataProfile profile = profile(csv);
            String content = generator.generate(new GenerationRequest(
                            profile, List.of(), "overview dashboard", null, ArtifactForm.SPEC, null, 1 << 20))
                    .content();
            DashboardSpec spec = SpecJson.stored(content);
            String proposed = spec.viewerFilters().stream()
                    .map(f -> "`" + f.field() + "` " + f.kind().json())
                    .collect(Collectors.joining(", "));
            int faults = SpecCheck.check(content, profile).size();
            return String.format("| %s | %,d | %s | %s |%n", csv.getFileName(), profile.rowCount(),
                    proposed.isEmpty() ? "none" : proposed, faults == 0 ? "passes" : faults + " faults");
        } catch (Exception | LinkageError e) {
            return String.format("| %s | | failed: %s | |%n", csv.getFileName(), e.getClass().getSimpleName());
        }
    }

    private static DataProfile profile(Path csv) throws IOException {
        try (RowStream rows = new CsvSource(new AllowedPaths(csv.getParent()), new DefaultCamelContext())
                .open(CsvConfig.of(csv.getFileName().toString()).with(MalformedRowPolicy.SKIP))) {
            ProfileBuilder builder = new ProfileBuilder(rows.columns());
            rows.forEachRemaining(builder::add);
            return builder.malformedRows(rows.malformedRows()).build();
        }
    }
}
