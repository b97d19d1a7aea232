package org.mnemos.dashboardexport.control;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * A printed dashboard as one PNG: its PDF's pages drawn by PDFBox at {@value #DPI} dpi, one under the other, so
 * the picture and the PDF are the same drawing (an A4 landscape page is 1122 × 793 pixels).
 */
final class PagePictures {

    static final int DPI = 96;

    private PagePictures() {}

    static byte[] png(byte[] pdf) {
        List<BufferedImage> pages = new ArrayList<>();
        try (PDDocument document = Loader.loadPDF(pdf)) {
            PDFRenderer renderer = new PDFRenderer(document);
            for (int i = 0; i < document.getNumberOfPages(); i++) {
                pages.add(renderer.renderImageWithDPI(i, DPI, ImageType.RGB));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int width = pages.stream().mapToInt(BufferedImage::getWidth).max().orElse(1);
        int height = pages.stream().mapToInt(BufferedImage::getHeight).sum();
        BufferedImage whole = new BufferedImage(width, Math.max(1, height), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = whole.createGraphics();
        int top = 0;
        for (BufferedImage page : pages) {
            g.drawImage(page, 0, top, null);
            top += page.getHeight();
        }
        g.dispose();
        return PngBytes.of(whole);
    }
}
