package org.mnemos.connector.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Supplier;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowStream;

/**
 * Rows of JSON records arriving a page at a time. The columns are fixed by the first page
 * (a stream has one header): a key that first appears on a later page is not a column. Only one
 * page is held in memory, so paginated sources of any length stream in constant memory.
 */
public final class JsonRowStream implements RowStream {

    private final JsonColumns columns;
    private final Supplier<List<JsonNode>> nextPage;
    private Iterator<JsonNode> page;
    private long number;

    /**
     * @param firstPage the records of the first page
     * @param nextPage  the records of the following page, empty once there is none; called only
     *                  after the previous page is consumed
     */
    public JsonRowStream(List<JsonNode> firstPage, Supplier<List<JsonNode>> nextPage) {
        this.columns = JsonColumns.of(firstPage);
        this.nextPage = nextPage;
        // An empty first page ends the source: without records there is no header to go on with.
        this.page = firstPage.isEmpty() ? null : firstPage.iterator();
    }

    /** A stream of one page only, e.g. a tool result. */
    public static JsonRowStream of(List<JsonNode> records) {
        return new JsonRowStream(records, List::of);
    }

    @Override
    public List<String> columns() {
        return columns.names();
    }

    @Override
    public boolean hasNext() {
        while (page != null && !page.hasNext()) {
            List<JsonNode> records = nextPage.get();
            page = records.isEmpty() ? null : records.iterator();
        }
        return page != null;
    }

    @Override
    public Row next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        number++;
        return new Row(number, columns.values(page.next(), number));
    }

    @Override
    public long malformedRows() {
        return 0;
    }

    @Override
    public void close() {
        page = null;
    }
}
