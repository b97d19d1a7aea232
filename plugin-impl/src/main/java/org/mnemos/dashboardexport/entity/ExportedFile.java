package org.mnemos.dashboardexport.entity;

/**
 * One exported file.
 *
 * @param name      a file name for it: the dashboard's name, its version, the item, the extension
 * @param mediaType {@code application/pdf}, {@code image/png} or {@code text/csv;charset=UTF-8}
 * @param version   the published version it shows
 */
public record ExportedFile(String name, String mediaType, byte[] content, int version) {}
