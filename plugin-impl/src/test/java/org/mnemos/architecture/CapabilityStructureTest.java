package org.mnemos.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mnemos.memory.control.RememberRequest;
import org.mnemos.memory.control.Remembering;
import org.mnemos.memory.control.WritePath;
import org.mnemos.memory.control.WriteScreen;
import org.mnemos.memory.entity.Scope;

/**
 * The shape every capability of plugin-impl keeps: packages by capability, each split into
 * boundary / control / entity, and no cycle between capabilities. {@code platform} is the shared
 * kernel every capability may use; it uses none of them. Memory has one way in.
 */
class CapabilityStructureTest {

    private static JavaClasses mnemos;

    @BeforeAll
    static void importMainClasses() {
        mnemos = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages("org.mnemos");
    }

    @Test
    void capabilitiesDependOnEachOtherWithoutCycles() {
        slices().matching("org.mnemos.(*)..").should().beFreeOfCycles().check(mnemos);
    }

    @Test
    void everyClassSitsInItsCapabilitysBoundaryControlOrEntity() {
        classes()
                .that()
                .resideOutsideOfPackages("org.mnemos.platform..", "org.mnemos.api..")
                .and()
                .doNotHaveSimpleName("package-info")
                .should()
                .resideInAnyPackage("org.mnemos.*.boundary..", "org.mnemos.*.control..", "org.mnemos.*.entity..")
                .check(mnemos);
    }

    @Test
    void everyWriteIntoMemoryGoesThroughRemembering() {
        noClasses()
                .that()
                .doNotBelongToAnyOf(Remembering.class, WritePath.class, WriteScreen.class)
                .should()
                .callMethod(
                        WritePath.class,
                        "store",
                        Scope.class,
                        RememberRequest.class,
                        WriteScreen.Verdict.class,
                        float[].class)
                .orShould()
                .callMethod(WriteScreen.class, "check", RememberRequest.class, String.class)
                .check(mnemos);
    }

    @Test
    void entitiesKnowNothingOfBoundaries() {
        noClasses()
                .that()
                .resideInAPackage("org.mnemos.*.entity..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.mnemos.*.boundary..")
                .check(mnemos);
    }

    @Test
    void thePlatformKernelUsesNoCapability() {
        noClasses()
                .that()
                .resideInAPackage("org.mnemos.platform..")
                .should()
                .dependOnClassesThat()
                .resideOutsideOfPackages(
                        "org.mnemos.platform..",
                        "org.mnemos.api..",
                        "java..",
                        "jakarta..",
                        "javax..",
                        "com.fasterxml..",
                        "org.eclipse.microprofile..",
                        "org.eclipse.persistence..",
                        "org.flywaydb..",
                        "com.networknt..",
                        "org.slf4j..")
                .check(mnemos);
    }
}
