package org.mnemos.dashboardexport.control;

import java.awt.Font;
import java.awt.FontFormatException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The one typeface of every export: Liberation Sans (SIL Open Font Licence 1.1), which PDFBox carries in its
 * jar as its fallback font. Charts and pages draw with it, and every PDF embeds it, so an export looks the same
 * on any server and viewer, whatever fonts the machine has, and nothing is fetched while drawing.
 */
final class ExportFont {

    static final String FAMILY = "Liberation Sans";
    private static final String RESOURCE = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";
    private static final byte[] BYTES = read();
    private static final Font AWT = awt();

    private ExportFont() {}

    /** The font file, for PDF embedding. */
    static InputStream stream() {
        return new ByteArrayInputStream(BYTES);
    }

    /** The typeface at {@code size} points, for Java2D. */
    static Font sized(float size) {
        return AWT.deriveFont(size);
    }

    private static byte[] read() {
        try (InputStream font = ExportFont.class.getResourceAsStream(RESOURCE)) {
            if (font == null) {
                throw new IllegalStateException("PDFBox's " + RESOURCE + " is not on the class path");
            }
            return font.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Font awt() {
        try {
            return Font.createFont(Font.TRUETYPE_FONT, stream());
        } catch (FontFormatException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
