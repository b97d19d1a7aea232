package org.mnemos.dashboard.control;

import java.util.List;
import java.util.Map;

/** A chart's points computed a row at a time: grouped ({@link ChartGroups}) or one per row ({@link RawPoints}). */
interface ChartPoints {

    /** One row's values of the chart's x, colour, y and ratio denominator fields. */
    void add(Object x, Object colour, Object y, Object per);

    List<Map<String, Object>> points();

    boolean truncated();

    boolean approximate();

    int retained();
}
