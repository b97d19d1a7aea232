package org.mnemos.connector.csv;

import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.apache.camel.CamelContext;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.connector.SourceType;
import org.mnemos.connector.camel.CamelRuntime;
import org.mnemos.connector.route.ConnectorSettings;
import org.mnemos.connector.source.SourceConnector;

/** Opens CSV sources: files inside the allowed data folder, or uploaded byte streams. */
@Dependent
public class CsvSource implements SourceConnector {

    private final AllowedPaths allowedPaths;
    private final CsvRecords csv;

    @Inject
    CsvSource(ConnectorSettings settings, CamelRuntime camel) {
        this(new AllowedPaths(settings.sourceFolder()), camel.context());
    }

    public CsvSource(AllowedPaths allowedPaths, CamelContext camel) {
        this.allowedPaths = allowedPaths;
        this.csv = new CsvRecords(camel);
    }

    @Override
    public SourceType type() {
        return SourceType.CSV;
    }

    @Override
    public String sourceKey(Map<String, Object> config) {
        // One data folder: its files fail together (a full disk, an unmounted share).
        return "csv";
    }

    @Override
    public RowStream open(Map<String, Object> config) {
        return open(CsvConfig.from(config));
    }

    /** Streams the file named by {@code config.path()}; close the returned stream. */
    public RowStream open(CsvConfig config) {
        Path file = allowedPaths.resolve(config.path());
        try {
            return open(Files.newInputStream(file), config);
        } catch (IOException e) {
            throw new ConnectorException(
                    FailureCode.SOURCE_UNREACHABLE, "The file '" + config.path() + "' cannot be read.", e);
        }
    }

    /** Streams CSV from {@code in} (an upload, say), which the returned stream owns and closes. */
    public RowStream open(InputStream in, CsvConfig config) {
        try {
            return CsvRowStream.open(in, config, csv);
        } catch (RuntimeException e) {
            closeQuietly(in, e);
            throw e;
        } catch (Exception e) {
            closeQuietly(in, e);
            throw new ConnectorException(FailureCode.SOURCE_UNREACHABLE, "The CSV data cannot be read.", e);
        }
    }

    private static void closeQuietly(InputStream in, Exception failure) {
        try {
            in.close();
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
    }
}
