package org.mnemos.decay.boundary;

import jakarta.batch.api.listener.AbstractStepListener;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.mnemos.retrieval.control.ChangeLog;
import org.mnemos.retrieval.control.RetrievalIndex;

/**
 * Expunges the entries the decay step erased from the index files once, when the step ends (also after a
 * restart, which then covers the erasures of the interrupted run too): here at once, on the other instances
 * when they apply the expunge row this appends to the index's change log. Until then the entries are
 * deleted from the indexes, so no search finds them, but their bytes stay in the segments.
 */
@Named
@Dependent
public class IndexExpunge extends AbstractStepListener {

    @Inject
    ChangeLog log;

    @Inject
    RetrievalIndex index;

    @Override
    public void afterStep() {
        log.appendExpunge();
        index.expungeDeletes();
    }
}
