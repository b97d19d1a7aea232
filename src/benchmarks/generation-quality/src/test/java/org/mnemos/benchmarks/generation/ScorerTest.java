package org.mnemos.benchmarks.generation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mnemos.benchmarks.generation.Dashboard.ChartView;

class ScorerTest {

    private static final String AVERAGE_AGE_PIE = """
            {"id":"nv1525","csv":"allergy_1__Student.csv","chart":"Pie","hardness":"Easy",
             "nl":"Show the average age for male and female students with a pie chart.",
             "gold":{"mark":"arc","x":"Sex","y":"Age","aggregate":"avg","colour":null,"sort":null,"timeUnit":null,
                     "filter":null,"data":[{"x":"F","y":19.7},{"x":"M","y":19.5}]}}""";

    private static final String COUNT_BY_YEAR_LINE = """
            {"id":"nv9","csv":"a.csv","chart":"Line","hardness":"Medium","nl":"How many per year, newest first?",
             "gold":{"mark":"line","x":"opened","y":null,"aggregate":"count","colour":null,
                     "sort":{"by":"x","order":"descending"},"timeUnit":"year","filter":"kind = 'A'",
                     "data":[{"x":"2017","y":1},{"x":"2016","y":2}]}}""";

    @Test
    void theGoldChartHitsEveryCount() throws Exception {
        Case c = Case.of(Case.JSON.readTree(AVERAGE_AGE_PIE));
        ChartView pie = chart("arc", "Sex", "Age", "avg", null, null, List.of(point("M", 19.5), point("F", 19.7000000001)));

        Score score = Scorer.score(c.gold(), new Dashboard(List.of(pie), List.of()), Set.of("StuID"));

        assertThat(score).isEqualTo(new Score(true, true, true, true, true, true, false));
    }

    @Test
    void eachConditionIsItsOwn() throws Exception {
        Gold gold = Case.of(Case.JSON.readTree(AVERAGE_AGE_PIE)).gold();
        ChartView bar = chart("bar", "sex", "age", "avg", null, null, List.of(point("F", 19.7), point("M", 19.5)));
        ChartView sumPie = chart("arc", "Sex", "Age", "sum", null, null, List.of(point("F", 670), point("M", 429)));
        ChartView offByMore = chart("arc", "Sex", "Age", "avg", null, null, List.of(point("F", 19.71), point("M", 19.5)));
        ChartView coloured = chart("arc", "Sex", "Age", "avg", "Grade", null, List.of(point("F", 19.7), point("M", 19.5)));
        ChartView colouredByX = chart("arc", "Sex", "Age", "avg", "Sex", null, List.of(point("F", 19.7), point("M", 19.5)));

        assertThat(Scorer.score(gold, new Dashboard(List.of(bar), List.of()), Set.of()))
                .isEqualTo(new Score(true, false, true, true, true, true, false));
        assertThat(Scorer.score(gold, new Dashboard(List.of(sumPie), List.of()), Set.of()).axis()).isFalse();
        assertThat(Scorer.score(gold, new Dashboard(List.of(offByMore), List.of()), Set.of()).data()).isFalse();
        assertThat(Scorer.score(gold, new Dashboard(List.of(coloured), List.of()), Set.of()).colour()).isFalse();
        assertThat(Scorer.score(gold, new Dashboard(List.of(colouredByX), List.of()), Set.of()).colour()).isTrue();
    }

    @Test
    void dateBucketsAreComparedInTheGoldsBinAndOrder() throws Exception {
        Gold gold = Case.of(Case.JSON.readTree(COUNT_BY_YEAR_LINE)).gold();
        ChartView line = chart("line", "opened", "opened", "count", null, "descending",
                List.of(point("2017-01-01", 1), point("2016-01-01", 2)));
        ChartView ascending = chart("area", "opened", null, "count", null, null,
                List.of(point("2016-01-01", 2), point("2017-01-01", 1)));

        assertThat(Scorer.score(gold, new Dashboard(List.of(line), List.of()), Set.of()))
                .isEqualTo(new Score(true, true, true, true, true, true, false));
        Score unsorted = Scorer.score(gold, new Dashboard(List.of(ascending), List.of()), Set.of());
        assertThat(unsorted.mark()).isTrue();
        assertThat(unsorted.data()).isTrue();
        assertThat(unsorted.sort()).isFalse();
        assertThat(gold.needs()).containsExactly("filter", "sort", "date bins");
    }

    @Test
    void twoPointsInOneGoldBinAreNotTheGoldsOne() {
        assertThat(Scorer.bin("2017-01-01", "month")).isEqualTo("Jan");
        assertThat(Scorer.bin("2026-12-07", "weekday")).isEqualTo("Mon");
        assertThat(Scorer.bin("2016-05-01T00:00:00", "year")).isEqualTo("2016");
        assertThat(Scorer.bin("Brooklyn", "year")).isEqualTo("Brooklyn");
    }

    @Test
    void summingOrAveragingAnIdentifierIsNotSane() throws Exception {
        Gold gold = Case.of(Case.JSON.readTree(AVERAGE_AGE_PIE)).gold();
        Dashboard withIdKpi = new Dashboard(List.of(), List.of(new Dashboard.Aggregated("stuid", "sum")));
        Dashboard countingIds = new Dashboard(List.of(), List.of(new Dashboard.Aggregated("StuID", "count")));

        assertThat(Scorer.score(gold, withIdKpi, Set.of("StuID")).sane()).isFalse();
        assertThat(Scorer.score(gold, countingIds, Set.of("StuID")).sane()).isTrue();
    }

    @Test
    void aRawColumnMatchesAnyAggregateOfIt() {
        Gold raw = new Gold("point", "Height", "Weight", "none", null, null, null, null, null, List.of(point("180", 80)));
        assertThat(Scorer.axis(raw, chart("point", "Height", "Weight", "max", null, null, List.of()))).isTrue();
        assertThat(Scorer.axis(raw, chart("point", "Height", "Weight", "none", null, null, List.of()))).isTrue();
        assertThat(Scorer.axis(raw, chart("point", "Height", "Age", "none", null, null, List.of()))).isFalse();
        assertThat(Scorer.axis(raw, chart("point", "Height", "Weight", "count", null, null, List.of()))).isFalse();
    }

    private static ChartView chart(String mark, String x, String y, String aggregate, String colour, String sort,
            List<Point> points) {
        return new ChartView(mark, x, null, sort, y, aggregate, colour, points);
    }

    private static Point point(String x, double y) {
        return new Point(x, null, y);
    }
}
