package org.mnemos.dashboard.control;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import org.mnemos.dashboard.entity.DashboardSpec;

/**
 * The rows of a refresh, kept for viewer filters: only the columns the spec reads, typed as {@link SpecDatasets}
 * computes with them, each column a dictionary of its distinct values and one code per row. Categorical columns
 * shrink to a few values, and a filter's replay reads values by array index without parsing or allocating. Written
 * compressed ({@link #write}) to be stored in PostgreSQL, so every instance can rebuild it.
 */
public final class SpecRows {

    private static final int FORMAT = 1;
    private static final byte NULL = 0;
    private static final byte TEXT = 1;
    private static final byte NUMBER = 2;
    private static final byte BOOLEAN = 3;

    private final List<String> columns;
    private final Object[][] dictionaries;
    private final int[][] codes;
    private final int rows;

    SpecRows(List<String> columns, Object[][] dictionaries, int[][] codes, int rows) {
        this.columns = List.copyOf(columns);
        this.dictionaries = dictionaries;
        this.codes = codes;
        this.rows = rows;
    }

    /** A recorder of the rows {@code spec} reads, for {@link SpecDatasets#keeping}. */
    public static Recorder recorder(DashboardSpec spec) {
        return new Recorder(spec);
    }

    public List<String> columns() {
        return columns;
    }

    public int rows() {
        return rows;
    }

    /** Values held: what the kept rows weigh in a cache, a value per row and column. */
    public int weight() {
        return Math.max(1, rows * Math.max(1, columns.size()));
    }

    /** The typed value of {@code column} in row {@code row}. */
    Object value(int column, int row) {
        return dictionaries[column][codes[column][row]];
    }

    /** Writes the rows compressed: what is stored for a refresh. */
    public void write(OutputStream out) {
        // Buffered before the deflater: DataOutputStream writes an int a byte at a time.
        try (DataOutputStream data = new DataOutputStream(new BufferedOutputStream(
                new DeflaterOutputStream(out, new Deflater(Deflater.BEST_SPEED), 1 << 16), 1 << 16))) {
            data.writeInt(FORMAT);
            data.writeInt(rows);
            data.writeInt(columns.size());
            for (int c = 0; c < columns.size(); c++) {
                data.writeUTF(columns.get(c));
                data.writeInt(dictionaries[c].length);
                for (Object value : dictionaries[c]) {
                    writeValue(data, value);
                }
                for (int r = 0; r < rows; r++) {
                    data.writeInt(codes[c][r]);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Rows as {@link #write} wrote them. */
    public static SpecRows read(InputStream in) {
        try (DataInputStream data = new DataInputStream(
                new BufferedInputStream(new InflaterInputStream(in, new Inflater(), 1 << 16), 1 << 16))) {
            if (data.readInt() != FORMAT) {
                throw new IllegalStateException("kept rows of an unknown format");
            }
            int rows = data.readInt();
            int width = data.readInt();
            List<String> columns = new ArrayList<>();
            Object[][] dictionaries = new Object[width][];
            int[][] codes = new int[width][rows];
            for (int c = 0; c < width; c++) {
                columns.add(data.readUTF());
                dictionaries[c] = new Object[data.readInt()];
                for (int i = 0; i < dictionaries[c].length; i++) {
                    dictionaries[c][i] = readValue(data);
                }
                for (int r = 0; r < rows; r++) {
                    codes[c][r] = data.readInt();
                }
            }
            return new SpecRows(columns, dictionaries, codes, rows);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void writeValue(DataOutputStream data, Object value) throws IOException {
        if (value == null) {
            data.writeByte(NULL);
        } else if (value instanceof BigDecimal number) {
            data.writeByte(NUMBER);
            data.writeUTF(number.toString());
        } else if (value instanceof Boolean bool) {
            data.writeByte(BOOLEAN);
            data.writeBoolean(bool);
        } else {
            data.writeByte(TEXT);
            data.writeUTF(value.toString());
        }
    }

    private static Object readValue(DataInputStream data) throws IOException {
        byte tag = data.readByte();
        return switch (tag) {
            case NULL -> null;
            case NUMBER -> new BigDecimal(data.readUTF());
            case BOOLEAN -> data.readBoolean();
            default -> data.readUTF();
        };
    }

    /**
     * Keeps the spec's columns of every row read, each value once per column: fed by {@link SpecDatasets#keeping}
     * with the values it typed, so a row is read and typed once for both.
     */
    public static final class Recorder {

        private final DashboardSpec spec;
        private List<String> kept;
        private int[] read;
        private Map<Object, Integer>[] codeOf;
        private List<Object>[] values;
        private int[][] codes;
        private int rows;
        private int capacity;

        Recorder(DashboardSpec spec) {
            this.spec = spec;
        }

        @SuppressWarnings("unchecked")
        void start(List<String> columns) {
            kept = spec.fields().stream().filter(columns::contains).toList();
            read = kept.stream().mapToInt(columns::indexOf).toArray();
            codeOf = new Map[kept.size()];
            values = new List[kept.size()];
            for (int c = 0; c < kept.size(); c++) {
                codeOf[c] = new HashMap<>();
                values[c] = new ArrayList<>();
            }
            capacity = 1024;
            codes = new int[kept.size()][capacity];
            rows = 0;
        }

        /** One row's typed values, by the source's column positions. */
        void add(Object[] typed) {
            if (rows == capacity) {
                capacity *= 2;
                for (int c = 0; c < codes.length; c++) {
                    codes[c] = Arrays.copyOf(codes[c], capacity);
                }
            }
            for (int c = 0; c < read.length; c++) {
                Object value = typed[read[c]];
                Integer code = codeOf[c].get(value);
                if (code == null) {
                    code = values[c].size();
                    values[c].add(value);
                    codeOf[c].put(value, code);
                }
                codes[c][rows] = code;
            }
            rows++;
        }

        /** The rows recorded so far. */
        public SpecRows rows() {
            Object[][] dictionaries = new Object[kept.size()][];
            int[][] exact = new int[kept.size()][];
            for (int c = 0; c < kept.size(); c++) {
                dictionaries[c] = values[c].toArray();
                exact[c] = Arrays.copyOf(codes[c], rows);
            }
            return new SpecRows(kept, dictionaries, exact, rows);
        }
    }
}
