package org.mnemos.generation.control;

import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.GroupLimit;
import org.mnemos.dashboard.entity.XEncoding;

/** A chart with one of the members a refinement changes replaced, everything else kept. */
final class ChartEdits {

    private ChartEdits() {}

    static Chart with(Chart c, String id, XEncoding x, GroupLimit limit) {
        return new Chart(
                id,
                c.title(),
                c.mark(),
                x,
                c.y(),
                c.colour(),
                c.donut(),
                limit,
                c.stack(),
                c.filters(),
                c.colourLimit());
    }
}
