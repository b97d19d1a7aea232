package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.generation.entity.MatchBasis;

/**
 * Finds where a clause names a column (by the stems of its name's words, synonyms counted) or a value
 * of a column's catalog, as a person would read them: case, underscores, camelCase and plurals aside.
 */
final class ColumnLexicon {

    private static final String DATE = "date";

    /** A partial name ("card" for card_id) must cover at least this share of the name's words. */
    private static final double MIN_COVER = 0.5;

    private static final int LONGEST = 6;
    private static final Set<String> NAMING_WORDS =
            Set.of(Thesaurus.canonical("id"), "name", "code", Thesaurus.canonical("number"), "key", "ref");
    /** The only filler words a name may have inside ("date of birth", "budget in billions"). */
    private static final Set<String> INSIDE_NAMES = Set.of("of", "the", "in", "s", "a", "per");

    /** One-letter codes and the words a person writes for them ("male" for M). */
    private static final Map<String, List<String>> CODE_WORDS = Map.of(
            "m", List.of("male", "males", "man", "men"),
            "f", List.of("female", "females", "woman", "women"),
            "y", List.of("yes"),
            "n", List.of("no"),
            "t", List.of("true"));

    private final List<Entry> names = new ArrayList<>();
    private final List<Entry> all = new ArrayList<>();
    private final List<Entry> codes = new ArrayList<>();
    private final List<Entry> values = new ArrayList<>();

    private record Entry(String column, List<String> stems, String value) {}

    ColumnLexicon(ColumnFacts facts) {
        for (ColumnProfile column : facts.columns()) {
            names.add(new Entry(column.name(), Words.stems(column.name()), null));
            for (ValueCount v : column.values()) {
                List<String> stems = Words.stems(v.value());
                Entry entry = new Entry(column.name(), stems, v.value());
                all.add(entry);
                if (isDistinctive(v.value(), stems)) {
                    values.add(entry);
                } else if (CODE_WORDS.containsKey(v.value().strip().toLowerCase(Locale.ROOT))) {
                    codes.add(entry);
                }
            }
        }
    }

    /** Non-overlapping mentions, best first chosen, then returned in clause order. */
    List<Mention> mentions(List<Token> tokens, boolean[] taken) {
        List<Mention> candidates = new ArrayList<>();
        for (int start = 0; start < tokens.size(); start++) {
            for (int end = start + 1; end <= Math.min(tokens.size(), start + LONGEST); end++) {
                if (!free(taken, start, end)) {
                    break;
                }
                addNameMatches(tokens, start, end, candidates);
                addValueMatches(tokens, start, end, candidates);
            }
        }
        candidates.sort(Comparator.comparingDouble(Mention::confidence)
                .reversed()
                .thenComparing(Comparator.comparingInt((Mention m) -> m.end() - m.start())
                        .reversed())
                .thenComparingInt(Mention::start));
        List<Mention> chosen = new ArrayList<>();
        boolean[] used = taken.clone();
        for (Mention m : candidates) {
            if (free(used, m.start(), m.end())) {
                chosen.add(m);
                for (int i = m.start(); i < m.end(); i++) {
                    used[i] = true;
                }
            }
        }
        chosen.sort(Comparator.comparingInt(Mention::start));
        return possessivesJoined(chosen, tokens);
    }

    /**
     * "The dog's name": a partly matched owner before 's yields to the column named after it, which then spans both
     * (name, not dog_id, and "by dog's name" still reads as "by name").
     */
    private static List<Mention> possessivesJoined(List<Mention> chosen, List<Token> tokens) {
        List<Mention> joined = new ArrayList<>();
        for (int k = 0; k < chosen.size(); k++) {
            Mention owner = chosen.get(k);
            Mention owned = k + 1 < chosen.size() ? chosen.get(k + 1) : null;
            if (owned != null
                    && possessive(owner, tokens)
                    && owned.start() == owner.end() + 1
                    && !owned.isValue()
                    && owned.confidence() >= 1.0) {
                joined.add(new Mention(
                        owned.column(),
                        owner.start(),
                        owned.end(),
                        owned.basis(),
                        owned.confidence(),
                        null,
                        owned.phrase()));
                k++;
            } else {
                joined.add(owner);
            }
        }
        return joined;
    }

    private static boolean possessive(Mention owner, List<Token> tokens) {
        int s = owner.end();
        return !owner.isValue()
                && owner.confidence() < 1.0
                && s < tokens.size()
                && tokens.get(s).is("s")
                && tokens.get(s).from() == tokens.get(s - 1).to() + 1;
    }

    private void addNameMatches(List<Token> tokens, int start, int end, List<Mention> out) {
        List<String> window = contentStems(tokens, start, end);
        if (window.isEmpty() || Fillers.isFiller(tokens.get(start)) || Fillers.isFiller(tokens.get(end - 1))) {
            return;
        }
        for (Entry name : names) {
            List<String> nameStems = withoutFillers(name.stems());
            if (!inOrder(window, nameStems)
                    && !inOrder(swappedAroundOf(tokens, start, end, window), nameStems)
                    && !inOrderDateAnywhere(window, nameStems)) {
                continue;
            }
            double cover = (double) window.size() / nameStems.size();
            MatchBasis basis = synonymUsed(tokens, start, end) ? MatchBasis.SYNONYM : MatchBasis.NAME;
            boolean cueOnly = window.size() == 1
                    && Cues.isCueWord(tokens.get(start))
                    && !name.column().equalsIgnoreCase(tokens.get(start).text());
            if (cover >= MIN_COVER && !cueOnly && !recordsNotKey(tokens, start, end, window, nameStems)) {
                double confidence = (cover == 1 ? 1.0 : 0.55 + 0.4 * cover) - (basis == MatchBasis.SYNONYM ? 0.1 : 0);
                out.add(new Mention(
                        name.column(), start, end, basis, confidence, null, Words.phrase(tokens, start, end)));
            }
        }
    }

    /**
     * "rooms" names the rows, not the key RoomId nor the label roomName: a lone plural that leaves only a
     * naming word (id, name, code, number, key, ref) of a name unmatched.
     */
    private static boolean recordsNotKey(
            List<Token> tokens, int start, int end, List<String> window, List<String> name) {
        Token last = tokens.get(end - 1);
        boolean plural =
                end - start == 1 && last.text().endsWith("s") && !last.text().equals(Words.stem(last.text()));
        List<String> rest = new ArrayList<>(name);
        rest.removeAll(window);
        return plural && !rest.isEmpty() && NAMING_WORDS.containsAll(rest);
    }

    /** "type of bed" also reads as "bed type" (but "number of cards" stays a count, its first word a cue). */
    private static List<String> swappedAroundOf(List<Token> tokens, int start, int end, List<String> window) {
        boolean aOfB = end - start == 3 && tokens.get(start + 1).is("of") && !Cues.isCueWord(tokens.get(start));
        return aOfB ? List.of(window.get(1), window.get(0)) : List.of("\u0000");
    }

    /**
     * "payment date" names Date_Payment_Made: names put the word date first or last by habit, so its place is
     * not compared (the other words keep their order).
     */
    private static boolean inOrderDateAnywhere(List<String> window, List<String> name) {
        return window.contains(DATE) && name.contains(DATE) && inOrder(dateLast(window), dateLast(name));
    }

    private static List<String> dateLast(List<String> stems) {
        List<String> moved = new ArrayList<>(stems);
        moved.removeIf(DATE::equals);
        moved.add(DATE);
        return moved;
    }

    /** The window's words appear in the name in the same order ("number of cards" is not card_number). */
    private static boolean inOrder(List<String> window, List<String> name) {
        int at = 0;
        for (String stem : window) {
            int found = name.subList(at, name.size()).indexOf(stem);
            if (found < 0) {
                return false;
            }
            at += found + 1;
        }
        return true;
    }

    private static List<String> withoutFillers(List<String> stems) {
        List<String> content = stems.stream().filter(x -> !Fillers.isFiller(x)).toList();
        return content.isEmpty() ? stems : content;
    }

    private void addValueMatches(List<Token> tokens, int start, int end, List<Mention> out) {
        List<String> window = new ArrayList<>();
        for (int i = start; i < end; i++) {
            window.add(tokens.get(i).stem());
        }
        for (Entry code : codes) {
            if (end - start == 1
                    && CODE_WORDS
                            .get(code.value().strip().toLowerCase(Locale.ROOT))
                            .contains(tokens.get(start).text())) {
                out.add(new Mention(
                        code.column(),
                        start,
                        end,
                        MatchBasis.VALUE,
                        0.8,
                        code.value(),
                        tokens.get(start).text()));
            }
        }
        for (Entry value : values) {
            if (value.stems().equals(window) && asWritten(value.value(), tokens, start, end)) {
                out.add(new Mention(
                        value.column(),
                        start,
                        end,
                        MatchBasis.VALUE,
                        0.95,
                        value.value(),
                        Words.phrase(tokens, start, end)));
            }
        }
    }

    /**
     * A value is met by its own words, not by their synonyms: "the number of channels" names no "no" of a yes/no
     * column, though "no" stands for "number" in a column's name.
     */
    private static boolean asWritten(String value, List<Token> tokens, int start, int end) {
        List<String> written = new ArrayList<>();
        for (int i = start; i < end; i++) {
            written.add(Words.stem(tokens.get(i).text()));
        }
        return Words.of(value.replace('"', ' ').replace('\'', ' ')).stream()
                .map(t -> Words.stem(t.text()))
                .toList()
                .equals(written);
    }

    /** The catalog value spelled as the clause's quoted or plain text, compared as a person would. */
    String valueOf(String column, String written) {
        List<String> stems = Words.stems(written);
        return all.stream()
                .filter(v -> v.column().equals(column) && v.stems().equals(stems))
                .map(Entry::value)
                .findFirst()
                .orElse(null);
    }

    private static List<String> contentStems(List<Token> tokens, int start, int end) {
        List<String> stems = new ArrayList<>();
        for (int i = start; i < end; i++) {
            Token t = tokens.get(i);
            if (t.kind() != Token.Kind.WORD || Fillers.isFiller(t) && !INSIDE_NAMES.contains(t.text())) {
                return List.of();
            }
            if (!Fillers.isFiller(t)) {
                stems.add(t.stem());
            }
        }
        return stems;
    }

    private static boolean synonymUsed(List<Token> tokens, int start, int end) {
        for (int i = start; i < end; i++) {
            if (Thesaurus.isSynonym(tokens.get(i).stem(), tokens.get(i).text())) {
                return true;
            }
        }
        return false;
    }

    /** Single letters and filler words as values would match everywhere; they are read only when quoted. */
    private static boolean isDistinctive(String value, List<String> stems) {
        return value.strip().length() > 1 && !stems.isEmpty() && !(stems.size() == 1 && Fillers.isFiller(stems.get(0)));
    }

    private static boolean free(boolean[] taken, int start, int end) {
        for (int i = start; i < end; i++) {
            if (taken[i]) {
                return false;
            }
        }
        return true;
    }
}
