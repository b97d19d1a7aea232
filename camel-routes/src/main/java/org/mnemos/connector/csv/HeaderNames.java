package org.mnemos.connector.csv;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Column names a prompt and a program can refer to: never blank, never twice the same. */
public final class HeaderNames {

    private HeaderNames() {}

    public static List<String> of(List<String> raw) {
        List<String> names = new ArrayList<>(raw.size());
        Set<String> taken = new HashSet<>();
        for (int i = 0; i < raw.size(); i++) {
            String name = raw.get(i) == null ? "" : raw.get(i).strip();
            String base = name.isEmpty() ? "column" + (i + 1) : name;
            String unique = base;
            for (int n = 2; !taken.add(unique); n++) {
                unique = base + " (" + n + ")";
            }
            names.add(unique);
        }
        return List.copyOf(names);
    }

    static List<String> numbered(int count) {
        List<String> names = new ArrayList<>(count);
        for (int i = 1; i <= count; i++) {
            names.add("column" + i);
        }
        return List.copyOf(names);
    }
}
