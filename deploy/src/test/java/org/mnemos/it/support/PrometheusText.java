package org.mnemos.it.support;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The samples of a {@code /metrics} answer in the Prometheus text format, as a scraper reads them. */
public final class PrometheusText {

    private static final Pattern SAMPLE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\\{(.*)})?\\s+(\\S+).*$");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\"");

    private record Sample(String name, Map<String, String> labels, double value) {}

    private final String text;
    private final List<Sample> samples;

    private PrometheusText(String text, List<Sample> samples) {
        this.text = text;
        this.samples = samples;
    }

    public static PrometheusText parse(String text) {
        List<Sample> samples = new ArrayList<>();
        for (String line : text.split("\n")) {
            Matcher sample = SAMPLE.matcher(line.strip());
            if (line.startsWith("#") || !sample.matches()) {
                continue;
            }
            Map<String, String> labels = new LinkedHashMap<>();
            Matcher label = LABEL.matcher(sample.group(2) == null ? "" : sample.group(2));
            while (label.find()) {
                labels.put(label.group(1), label.group(2));
            }
            samples.add(new Sample(sample.group(1), labels, Double.parseDouble(sample.group(3))));
        }
        return new PrometheusText(text, samples);
    }

    /** The sum of the samples of this name whose labels include these name/value pairs (0 when none). */
    public double sum(String name, String... labels) {
        return samples.stream()
                .filter(sample -> sample.name().equals(name) && hasLabels(sample, labels))
                .mapToDouble(Sample::value)
                .sum();
    }

    /** Whether any sample has this name. */
    public boolean has(String name) {
        return samples.stream().anyMatch(sample -> sample.name().equals(name));
    }

    public String text() {
        return text;
    }

    private static boolean hasLabels(Sample sample, String[] labels) {
        for (int i = 0; i + 1 < labels.length; i += 2) {
            if (!labels[i + 1].equals(sample.labels().get(labels[i]))) {
                return false;
            }
        }
        return true;
    }
}
