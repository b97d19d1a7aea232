package org.mnemos.jobs.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Every maintenance job says how it fails: an entry its processor cannot handle is skipped and recorded. */
class JobFailurePolicyTest {

    private static Document job(String name) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        try (InputStream xml = JobFailurePolicyTest.class.getResourceAsStream("/META-INF/batch-jobs/" + name)) {
            return factory.newDocumentBuilder().parse(xml);
        }
    }

    private static List<Element> children(Element parent, String name) {
        NodeList nodes = parent.getElementsByTagNameNS("*", name);
        List<Element> elements = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            elements.add((Element) nodes.item(i));
        }
        return elements;
    }

    @ParameterizedTest
    @ValueSource(strings = {"intelligent-decay.xml", "scratch-expiry.xml"})
    void everyChunkWithAProcessorSkipsUnprocessableEntriesWithinALimitAndRecordsThem(String name) throws Exception {
        List<Element> processing = children(job(name).getDocumentElement(), "chunk").stream()
                .filter(chunk -> !children(chunk, "processor").isEmpty())
                .toList();

        assertThat(processing).isNotEmpty();
        for (Element chunk : processing) {
            assertThat(children(chunk, "include"))
                    .extracting(include -> include.getAttribute("class"))
                    .containsExactly(UnprocessableEntry.class.getName());
            assertThat(Integer.parseInt(chunk.getAttribute("skip-limit"))).isPositive();
            Element step = (Element) chunk.getParentNode();
            assertThat(children(step, "listener"))
                    .extracting(listener -> listener.getAttribute("ref"))
                    .contains("skipRecorder");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"intelligent-decay.xml", "scratch-expiry.xml"})
    void noOtherExceptionIsSkippedOrRetriedSilently(String name) throws Exception {
        Element root = job(name).getDocumentElement();

        assertThat(children(root, "include"))
                .allSatisfy(include ->
                        assertThat(include.getAttribute("class")).isEqualTo(UnprocessableEntry.class.getName()));
        assertThat(children(root, "retryable-exception-classes")).isEmpty();
        assertThat(children(root, "no-rollback-exception-classes")).isEmpty();
    }
}
