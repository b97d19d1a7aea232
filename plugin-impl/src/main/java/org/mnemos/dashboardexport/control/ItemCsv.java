package org.mnemos.dashboardexport.control;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * An item's data as CSV (RFC 4180, a header line, CRLF): values as the datasets hold them — exact numbers
 * written plainly, dates as ISO text, a blank for a missing value — so a spreadsheet gets the figures, not their
 * rounding. A text cell that a spreadsheet would run as a formula (starting with {@code = + - @}, a tab or a
 * carriage return) is written with a leading apostrophe.
 */
final class ItemCsv {

    private ItemCsv() {}

    static String of(List<String> header, List<List<Object>> rows) {
        StringWriter csv = new StringWriter();
        try (CSVPrinter printer = new CSVPrinter(csv, CSVFormat.RFC4180)) {
            printer.printRecord(header.stream().map(ItemCsv::cell).toList());
            for (List<Object> row : rows) {
                List<String> cells = new ArrayList<>(row.size());
                row.forEach(value -> cells.add(cell(value)));
                printer.printRecord(cells);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return csv.toString();
    }

    private static String cell(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof BigDecimal number) {
            return number.toPlainString();
        }
        String text = String.valueOf(value);
        if (value instanceof String && !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0) {
            return "'" + text;
        }
        return text;
    }
}
