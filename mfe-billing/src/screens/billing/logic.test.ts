import { defaultPlanCatalogue } from '@inkpress/shared-core';
import { codeProblem, validateAppSumoRegister } from './AppSumoRegisterScreen';
import { paymentItem } from './PaymentScreen';

describe('/payment items', () => {
  it('names the plan, lifetime tier, upgrade or credit pack of ?plan=', () => {
    expect(paymentItem(defaultPlanCatalogue, 'starter_yearly')).toMatchObject({
      priceId: 'price_starter_yearly',
      title: 'Starter · yearly',
      price: '$340 per year ($28.33/month)',
      quantity: false,
    });
    expect(paymentItem(defaultPlanCatalogue, 'credit_pack')).toMatchObject({
      price: '$10 each',
      quantity: true,
    });
    expect(paymentItem(defaultPlanCatalogue, 'lifetime_5_upgrade_from_3')).toMatchObject({
      title: 'Upgrade from Lifetime 3 to Lifetime 5',
      price: '$999 once',
    });
    expect(paymentItem(defaultPlanCatalogue, 'unlimited_monthly')).toBeNull();
    expect(paymentItem(defaultPlanCatalogue, 'free')).toBeNull();
    expect(paymentItem(defaultPlanCatalogue, null)).toBeNull();
  });
});

describe('/login/appsumo validation', () => {
  it('asks for a code that looks like one, with the account fields', () => {
    expect(codeProblem('')).toBe('Enter your AppSumo code.');
    expect(codeProblem('AS-ABCD-EFGH-JKLM')).toBeUndefined();
    expect(codeProblem('<script>')).toMatch(/like AS-XXXX/);
    const errors = validateAppSumoRegister({ email: 'nope', password: '', code: '' });
    expect(Object.keys(errors).sort()).toEqual(['code', 'email', 'password']);
  });
});
