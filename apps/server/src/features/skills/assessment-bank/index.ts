import { dataAnalysisBank } from './data-analysis.js';
import { digitalMarketingBank } from './digital-marketing.js';
import { excelBank } from './excel.js';
import { gitAndGithubBank } from './git-and-github.js';
import { htmlAndCssBank } from './html-and-css.js';
import { javascriptBank } from './javascript.js';
import { projectManagementBank } from './project-management.js';
import { pythonBank } from './python.js';
import { sqlBank } from './sql.js';
import type { SkillBank } from './types.js';
import { uiUxDesignBank } from './ui-ux-design.js';

/** Every skill with an assessment; a bank file per skill (one module each, `{slug}.ts`). */
export const BANKS: SkillBank[] = [
  dataAnalysisBank,
  digitalMarketingBank,
  excelBank,
  gitAndGithubBank,
  htmlAndCssBank,
  javascriptBank,
  projectManagementBank,
  pythonBank,
  sqlBank,
  uiUxDesignBank,
];
