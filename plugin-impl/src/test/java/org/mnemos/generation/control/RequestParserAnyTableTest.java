package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.generation.entity.ClauseIntent;
import org.mnemos.generation.entity.FieldMatch;
import org.mnemos.generation.entity.RequestIntent;

/**
 * Every nl2vis request read against tables it was not written for (the shared superstore, supply-chain and
 * telco-churn profiles): the parser never fails, names only columns the table has, with a confidence
 * between its floor and 1, and reads the same request the same way twice.
 */
class RequestParserAnyTableTest {

    private final RequestParser parser = new RequestParser(null);

    @Test
    void readsAnyRequestAgainstAnyTableIntoColumnsTheTableHas() {
        assumeTrue(Files.isRegularFile(Nl2VisCase.file()), "no nl2vis-dev data");
        List<Nl2VisCase> cases = Nl2VisCase.all();
        // every fourth request: all chart types and hardness levels (the file is stratified), in a few seconds
        List<String> requests = java.util.stream.IntStream.range(0, cases.size())
                .filter(i -> i % 4 == 0)
                .mapToObj(i -> cases.get(i).nl())
                .toList();
        int fields = 0;
        for (String table : List.of("superstore", "supply-chain", "telco-churn")) {
            DataProfile profile = Tables.sharedProfile(table);
            Set<String> columns =
                    profile.columns().stream().map(ColumnProfile::name).collect(Collectors.toSet());
            for (String request : requests) {
                RequestIntent intent = parser.parse(request, profile);
                assertThat(intent).isEqualTo(parser.parse(request, profile));
                for (FieldMatch field : fields(intent)) {
                    assertThat(columns).as("%s on %s", request, table).contains(field.column());
                    assertThat(field.confidence()).isBetween(0.5, 1.0);
                    fields++;
                }
            }
        }
        assertThat(fields).as("columns named at all").isGreaterThan(25);
    }

    @Test
    void aBlankOrEmptyRequestHasNoClauses() {
        assertThat(parser.parse("", Tables.census()).clauses()).isEmpty();
        assertThat(parser.parse(" ;, . ", Tables.census()).clauses()).isEmpty();
    }

    private static List<FieldMatch> fields(RequestIntent intent) {
        List<FieldMatch> fields = new ArrayList<>();
        intent.filters().forEach(f -> fields.add(f.field()));
        for (ClauseIntent c : intent.clauses()) {
            fields.addAll(c.dimensions());
            c.measures().stream().filter(m -> m.field() != null).forEach(m -> fields.add(m.field()));
            c.filters().forEach(f -> fields.add(f.field()));
            if (c.colour() != null) {
                fields.add(c.colour());
            }
            if (c.time() != null) {
                fields.add(c.time().field());
            }
        }
        return fields;
    }
}
