import { competitionRulesCopy } from '../../copy/competition-rules';
import { familyPlanCopy } from '../../copy/family-plan';
import { investmentsCopy } from '../../copy/investments';
import { rewardsCopy } from '../../copy/rewards';
import { savingsGoalsCopy } from '../../copy/savings-goals';
import { youthAccountCopy } from '../../copy/youth-account';
import { PricingCards } from '../shared/pricing-cards';
import { InfoArticle } from './info-article';

/** /ungdomskonto */
export function YouthAccountPage() {
  return <InfoArticle page="youthAccount" content={youthAccountCopy} />;
}

/** /sparmal */
export function SavingsGoalsPage() {
  return <InfoArticle page="savingsGoals" content={savingsGoalsCopy} />;
}

/** /familjepaket */
export function FamilyPlanPage() {
  return (
    <InfoArticle
      page="familyPlan"
      content={familyPlanCopy}
      slots={{ pricing: <PricingCards headingOrder={3} /> }}
    />
  );
}

/** /investeringar */
export function InvestmentsPage() {
  return <InfoArticle page="investments" content={investmentsCopy} />;
}

/** /belöningar */
export function RewardsPage() {
  return <InfoArticle page="rewards" content={rewardsCopy} />;
}

/** /tavlingsregler */
export function CompetitionRulesPage() {
  return <InfoArticle page="competitionRules" content={competitionRulesCopy} />;
}
