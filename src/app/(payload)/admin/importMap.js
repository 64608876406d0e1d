import { YesNoCell as YesNoCell_47e5a44a1acfe6b5e2ba435b03f9d2a0 } from '../../../../src/components/admin/YesNoCell'
import { TranscriptSourceCell as TranscriptSourceCell_1aba907b9af47c7fcefb7ba2f5ded863 } from '../../../../src/components/admin/TranscriptSourceCell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LearnerDataPanel as LearnerDataPanel_3b1a824b11250a167fad7734657013f6 } from '../../../../src/domains/personalData/ui/LearnerDataPanel'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LearnerPanelField as LearnerPanelField_7c3d32233e2d3b22e9f32dac59d458ab } from '../../../../src/app/(payload)/_fields/LearnerPanelField'
import { AnswerWaitingCell as AnswerWaitingCell_a2d31f1af89f3825b7fce9cab977725c } from '../../../../src/domains/workbook/ui/AnswerWaitingCell'
import { WorkbookAnswerView as WorkbookAnswerView_014db28bccc38e9a5ccb03d3f41d5f0c } from '../../../../src/app/(payload)/_fields/WorkbookAnswerView'
import { SavedCommentPicker as SavedCommentPicker_aa8c56c347e50408186d41347965309f } from '../../../../src/domains/workbook/ui/SavedCommentPicker'
import { SaveAndOpenNext as SaveAndOpenNext_10dd582f51c7b506ebc0fedd0be574b7 } from '../../../../src/domains/workbook/ui/SaveAndOpenNext'
import { WholeProgrammeCell as WholeProgrammeCell_b71a6976fa371234e631caa878c9733c } from '../../../../src/domains/calls/ui/WholeProgrammeCell'
import { SlotBookedByCell as SlotBookedByCell_1c7e38b491fbd9d011887d4fb4885225 } from '../../../../src/app/(payload)/_fields/SlotBookedByCell'
import { SendAnnouncementPanel as SendAnnouncementPanel_a57b6a5ec1e61b48e8c9ae26f2b1f37e } from '../../../../src/domains/waitingList/ui/SendAnnouncementPanel'
import { ReplyDueCell as ReplyDueCell_03130cf2e049a4bcbc651056ff43ed9a } from '../../../../src/domains/contact/ui/ReplyDueCell'
import { TwoFactorPanel as TwoFactorPanel_552a3d9f25af2d8e57a97ed490e8c51a } from '../../../../src/domains/staffAccounts/ui/TwoFactorPanel'
import { CurrentPasswordField as CurrentPasswordField_50000d68b67cd744afa72f8e3c27e41f } from '../../../../src/domains/staffAccounts/ui/CurrentPasswordField'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LimitField as LimitField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { FieldsToExport as FieldsToExport_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { AdminIcon as AdminIcon_a15739935e282b5e2ee34c34496a9d19 } from '../../../../src/ui/AdminIcon'
import { AdminLogo as AdminLogo_47f11d5add119185787b132df45211d2 } from '../../../../src/ui/AdminLogo'
import { ReportsNavLinks as ReportsNavLinks_212ec2096c6c310cb0600c3d9a92df0b } from '../../../../src/domains/reports/ui/ReportsNavLinks'
import { SetUpChecklist as SetUpChecklist_68898c42271ac8dfdec2a01c2117a85a } from '../../../../src/plugins/reports/views/SetUpChecklist'
import { WhereThingsAre as WhereThingsAre_4060cc427d2e58dcc3988aa8ec5112f4 } from '../../../../src/components/admin/WhereThingsAre'
import { ProgrammeDashboard as ProgrammeDashboard_cc85c98b46f4a65fc7da86b3e174c673 } from '../../../../src/plugins/reports/views/ProgrammeDashboard'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { StaffSignInView as StaffSignInView_bb24e185ce7b41e4f9ed6fd9ab7034ed } from '../../../../src/domains/staffAccounts/ui/StaffSignInView'
import { ReportsHomeView as ReportsHomeView_33483a68bdd4277f3da77c8a335b5e8f } from '../../../../src/plugins/reports/views/ReportsHomeView'
import { CourseReportView as CourseReportView_97cea7c4fee456df0d0a5b17bb5f1092 } from '../../../../src/plugins/reports/views/CourseReportView'
import { LearnerReportView as LearnerReportView_7785c6dc722b499e866dd1097fb4fb33 } from '../../../../src/plugins/reports/views/LearnerReportView'
import { ImpactReportsView as ImpactReportsView_d990eef1e08cbc931bee1b63ba5c57fb } from '../../../../src/plugins/reports/views/ImpactReportsView'
import { ImpactReportView as ImpactReportView_8003a93e309d9fda557726cb87e7c26b } from '../../../../src/plugins/reports/views/ImpactReportView'
import { TeamsReportView as TeamsReportView_c34e624a40aa1ca0aed1efe36bf5419d } from '../../../../src/plugins/reports/views/TeamsReportView'
import { StuckLearnersView as StuckLearnersView_0a61a1eaa40ed31a54ba2faf2f82a28e } from '../../../../src/plugins/reports/views/StuckLearnersView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/YesNoCell#YesNoCell": YesNoCell_47e5a44a1acfe6b5e2ba435b03f9d2a0,
  "/src/components/admin/TranscriptSourceCell#TranscriptSourceCell": TranscriptSourceCell_1aba907b9af47c7fcefb7ba2f5ded863,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/domains/personalData/ui/LearnerDataPanel#LearnerDataPanel": LearnerDataPanel_3b1a824b11250a167fad7734657013f6,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "/src/app/(payload)/_fields/LearnerPanelField#LearnerPanelField": LearnerPanelField_7c3d32233e2d3b22e9f32dac59d458ab,
  "/src/domains/workbook/ui/AnswerWaitingCell#AnswerWaitingCell": AnswerWaitingCell_a2d31f1af89f3825b7fce9cab977725c,
  "/src/app/(payload)/_fields/WorkbookAnswerView#WorkbookAnswerView": WorkbookAnswerView_014db28bccc38e9a5ccb03d3f41d5f0c,
  "/src/domains/workbook/ui/SavedCommentPicker#SavedCommentPicker": SavedCommentPicker_aa8c56c347e50408186d41347965309f,
  "/src/domains/workbook/ui/SaveAndOpenNext#SaveAndOpenNext": SaveAndOpenNext_10dd582f51c7b506ebc0fedd0be574b7,
  "/src/domains/calls/ui/WholeProgrammeCell#WholeProgrammeCell": WholeProgrammeCell_b71a6976fa371234e631caa878c9733c,
  "/src/app/(payload)/_fields/SlotBookedByCell#SlotBookedByCell": SlotBookedByCell_1c7e38b491fbd9d011887d4fb4885225,
  "/src/domains/waitingList/ui/SendAnnouncementPanel#SendAnnouncementPanel": SendAnnouncementPanel_a57b6a5ec1e61b48e8c9ae26f2b1f37e,
  "/src/domains/contact/ui/ReplyDueCell#ReplyDueCell": ReplyDueCell_03130cf2e049a4bcbc651056ff43ed9a,
  "/src/domains/staffAccounts/ui/TwoFactorPanel#TwoFactorPanel": TwoFactorPanel_552a3d9f25af2d8e57a97ed490e8c51a,
  "/src/domains/staffAccounts/ui/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_50000d68b67cd744afa72f8e3c27e41f,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LimitField": LimitField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#FieldsToExport": FieldsToExport_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "/src/ui/AdminIcon#AdminIcon": AdminIcon_a15739935e282b5e2ee34c34496a9d19,
  "/src/ui/AdminLogo#AdminLogo": AdminLogo_47f11d5add119185787b132df45211d2,
  "/src/domains/reports/ui/ReportsNavLinks#ReportsNavLinks": ReportsNavLinks_212ec2096c6c310cb0600c3d9a92df0b,
  "/src/plugins/reports/views/SetUpChecklist#SetUpChecklist": SetUpChecklist_68898c42271ac8dfdec2a01c2117a85a,
  "/src/components/admin/WhereThingsAre#WhereThingsAre": WhereThingsAre_4060cc427d2e58dcc3988aa8ec5112f4,
  "/src/plugins/reports/views/ProgrammeDashboard#ProgrammeDashboard": ProgrammeDashboard_cc85c98b46f4a65fc7da86b3e174c673,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "/src/domains/staffAccounts/ui/StaffSignInView#StaffSignInView": StaffSignInView_bb24e185ce7b41e4f9ed6fd9ab7034ed,
  "/src/plugins/reports/views/ReportsHomeView#ReportsHomeView": ReportsHomeView_33483a68bdd4277f3da77c8a335b5e8f,
  "/src/plugins/reports/views/CourseReportView#CourseReportView": CourseReportView_97cea7c4fee456df0d0a5b17bb5f1092,
  "/src/plugins/reports/views/LearnerReportView#LearnerReportView": LearnerReportView_7785c6dc722b499e866dd1097fb4fb33,
  "/src/plugins/reports/views/ImpactReportsView#ImpactReportsView": ImpactReportsView_d990eef1e08cbc931bee1b63ba5c57fb,
  "/src/plugins/reports/views/ImpactReportView#ImpactReportView": ImpactReportView_8003a93e309d9fda557726cb87e7c26b,
  "/src/plugins/reports/views/TeamsReportView#TeamsReportView": TeamsReportView_c34e624a40aa1ca0aed1efe36bf5419d,
  "/src/plugins/reports/views/StuckLearnersView#StuckLearnersView": StuckLearnersView_0a61a1eaa40ed31a54ba2faf2f82a28e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
