package org.mnemos.decay.control;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.transaction.Transactional;
import java.io.InputStream;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The consolidator (perhaps a language model) is never called inside a chunk's transaction. */
class ConsolidationOutsideChunksTest {

    @Test
    void summariesAreWrittenByABatchletStepAfterTheChunkSteps() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        NodeList steps;
        try (InputStream xml = getClass().getResourceAsStream("/META-INF/batch-jobs/intelligent-decay.xml")) {
            steps = factory.newDocumentBuilder().parse(xml).getElementsByTagNameNS("*", "step");
        }
        Element last = (Element) steps.item(steps.getLength() - 1);

        assertThat(last.getAttribute("id")).isEqualTo("consolidate");
        assertThat(last.getElementsByTagNameNS("*", "batchlet").getLength()).isEqualTo(1);
        assertThat(last.getElementsByTagNameNS("*", "chunk").getLength()).isZero();
    }

    @Test
    void theSummaryRefusesToRunInsideATransaction() throws Exception {
        Transactional summarise =
                DecayOutcomes.class.getMethod("summarise", List.class).getAnnotation(Transactional.class);

        assertThat(summarise.value()).isEqualTo(Transactional.TxType.NEVER);
    }
}
