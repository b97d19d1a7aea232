package org.mnemos.dashboardexport.control;

import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.util.XRLog;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.logging.Level;
import org.jsoup.helper.W3CDom;
import org.jsoup.nodes.Document;

/**
 * Prints an XHTML page to PDF with openhtmltopdf (on PDFBox): the bundled typeface embedded as a subset, and
 * no address resolved but the page's own {@code data:} pictures, so printing never reaches the network.
 */
final class PdfPrinter {

    static {
        // Its INFO lines (stylesheets parsed, fonts loaded) come with every print: only problems are worth a line.
        XRLog.listRegisteredLoggers().forEach(logger -> XRLog.setLevel(logger, Level.WARNING));
    }

    private PdfPrinter() {}

    static byte[] pdf(Document page) {
        ByteArrayOutputStream pdf = new ByteArrayOutputStream();
        PdfRendererBuilder builder = new PdfRendererBuilder();
        builder.useFastMode();
        builder.useFont(ExportFont::stream, ExportFont.FAMILY);
        builder.useUriResolver((base, uri) -> uri.startsWith("data:") ? uri : null);
        builder.withW3cDocument(new W3CDom().fromJsoup(page), null);
        builder.withProducer("Mnemos");
        builder.toStream(pdf);
        try {
            builder.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pdf.toByteArray();
    }
}
