package org.mnemos.refresh.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;

/**
 * A scheduled refresh in a transaction of its own. It runs on an executor thread, where no request opens a
 * persistence context for the refresh's reads; the transaction is that context. A refused refresh rolls
 * back nothing, since it is refused before it writes.
 */
@ApplicationScoped
public class RefreshTransactions {

    @Inject
    Refreshing refreshes;

    @Transactional
    public RefreshOutcome refresh(RefreshOrder order) {
        return refreshes.refresh(order);
    }
}
