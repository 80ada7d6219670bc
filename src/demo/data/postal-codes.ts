/**
 * Postal codes of the larger cities of Denmark, Norway, Sweden and the United Kingdom (the main codes, real
 * coordinates), in the GeoNames postal-code format that `npm run admin -- geo:import` reads. The embedded
 * default seeds them so sign-up and profiles work without an import; an imported country is never touched.
 * test/fixtures/geonames/postal-codes.txt holds these lines and a few smaller towns.
 */
export const cityPostalCodes = `
DK\t1050\tKøbenhavn K\tRegion Hovedstaden\t84\tKøbenhavn\t101\t\t\t55.6794\t12.5850\t4
DK\t1620\tKøbenhavn V\tRegion Hovedstaden\t84\tKøbenhavn\t101\t\t\t55.6711\t12.5516\t4
DK\t2100\tKøbenhavn Ø\tRegion Hovedstaden\t84\tKøbenhavn\t101\t\t\t55.7058\t12.5783\t4
DK\t2200\tKøbenhavn N\tRegion Hovedstaden\t84\tKøbenhavn\t101\t\t\t55.6967\t12.5496\t4
DK\t2300\tKøbenhavn S\tRegion Hovedstaden\t84\tKøbenhavn\t101\t\t\t55.6600\t12.6020\t4
DK\t2400\tKøbenhavn NV\tRegion Hovedstaden\t84\tKøbenhavn\t101\t\t\t55.7088\t12.5305\t4
DK\t2500\tValby\tRegion Hovedstaden\t84\tKøbenhavn\t101\t\t\t55.6608\t12.5105\t4
DK\t2000\tFrederiksberg\tRegion Hovedstaden\t84\tFrederiksberg\t147\t\t\t55.6786\t12.5320\t4
DK\t2900\tHellerup\tRegion Hovedstaden\t84\tGentofte\t157\t\t\t55.7318\t12.5707\t4
DK\t2800\tKongens Lyngby\tRegion Hovedstaden\t84\tLyngby-Taarbæk\t173\t\t\t55.7704\t12.5038\t4
DK\t3000\tHelsingør\tRegion Hovedstaden\t84\tHelsingør\t217\t\t\t56.0361\t12.6136\t4
DK\t3400\tHillerød\tRegion Hovedstaden\t84\tHillerød\t219\t\t\t55.9267\t12.3109\t4
DK\t4000\tRoskilde\tRegion Sjælland\t85\tRoskilde\t265\t\t\t55.6415\t12.0803\t4
DK\t4600\tKøge\tRegion Sjælland\t85\tKøge\t259\t\t\t55.4580\t12.1821\t4
DK\t4700\tNæstved\tRegion Sjælland\t85\tNæstved\t370\t\t\t55.2299\t11.7609\t4
DK\t4200\tSlagelse\tRegion Sjælland\t85\tSlagelse\t330\t\t\t55.4028\t11.3546\t4
DK\t4300\tHolbæk\tRegion Sjælland\t85\tHolbæk\t316\t\t\t55.7175\t11.7128\t4
DK\t5000\tOdense C\tRegion Syddanmark\t83\tOdense\t461\t\t\t55.3959\t10.3883\t4
DK\t5700\tSvendborg\tRegion Syddanmark\t83\tSvendborg\t479\t\t\t55.0598\t10.6068\t4
DK\t6000\tKolding\tRegion Syddanmark\t83\tKolding\t621\t\t\t55.4904\t9.4722\t4
DK\t6100\tHaderslev\tRegion Syddanmark\t83\tHaderslev\t510\t\t\t55.2498\t9.4876\t4
DK\t6400\tSønderborg\tRegion Syddanmark\t83\tSønderborg\t540\t\t\t54.9138\t9.7922\t4
DK\t6700\tEsbjerg\tRegion Syddanmark\t83\tEsbjerg\t561\t\t\t55.4765\t8.4594\t4
DK\t7000\tFredericia\tRegion Syddanmark\t83\tFredericia\t607\t\t\t55.5657\t9.7526\t4
DK\t7100\tVejle\tRegion Syddanmark\t83\tVejle\t630\t\t\t55.7093\t9.5357\t4
DK\t8000\tAarhus C\tRegion Midtjylland\t82\tAarhus\t751\t\t\t56.1567\t10.2108\t4
DK\t8200\tAarhus N\tRegion Midtjylland\t82\tAarhus\t751\t\t\t56.1850\t10.1980\t4
DK\t8700\tHorsens\tRegion Midtjylland\t82\tHorsens\t615\t\t\t55.8607\t9.8503\t4
DK\t8900\tRanders C\tRegion Midtjylland\t82\tRanders\t730\t\t\t56.4607\t10.0364\t4
DK\t8600\tSilkeborg\tRegion Midtjylland\t82\tSilkeborg\t740\t\t\t56.1697\t9.5451\t4
DK\t7400\tHerning\tRegion Midtjylland\t82\tHerning\t657\t\t\t56.1393\t8.9738\t4
DK\t8800\tViborg\tRegion Midtjylland\t82\tViborg\t791\t\t\t56.4532\t9.4020\t4
DK\t7500\tHolstebro\tRegion Midtjylland\t82\tHolstebro\t661\t\t\t56.3601\t8.6161\t4
DK\t9000\tAalborg\tRegion Nordjylland\t81\tAalborg\t851\t\t\t57.0488\t9.9217\t4
DK\t9800\tHjørring\tRegion Nordjylland\t81\tHjørring\t860\t\t\t57.4642\t9.9823\t4
DK\t9900\tFrederikshavn\tRegion Nordjylland\t81\tFrederikshavn\t813\t\t\t57.4407\t10.5366\t4
NO\t0150\tOslo\tOslo\t03\tOslo\t0301\t\t\t59.9105\t10.7466\t4
NO\t0250\tOslo\tOslo\t03\tOslo\t0301\t\t\t59.9110\t10.7280\t4
NO\t0450\tOslo\tOslo\t03\tOslo\t0301\t\t\t59.9330\t10.7350\t4
NO\t0550\tOslo\tOslo\t03\tOslo\t0301\t\t\t59.9250\t10.7620\t4
NO\t0650\tOslo\tOslo\t03\tOslo\t0301\t\t\t59.9100\t10.7830\t4
NO\t1300\tSandvika\tAkershus\t32\tBærum\t3201\t\t\t59.8896\t10.5215\t4
NO\t1383\tAsker\tAkershus\t32\tAsker\t3203\t\t\t59.8331\t10.4350\t4
NO\t2000\tLillestrøm\tAkershus\t32\tLillestrøm\t3205\t\t\t59.9560\t11.0500\t4
NO\t1400\tSki\tAkershus\t32\tNordre Follo\t3207\t\t\t59.7190\t10.8370\t4
NO\t1530\tMoss\tØstfold\t31\tMoss\t3103\t\t\t59.4340\t10.6580\t4
NO\t1600\tFredrikstad\tØstfold\t31\tFredrikstad\t3107\t\t\t59.2181\t10.9298\t4
NO\t1700\tSarpsborg\tØstfold\t31\tSarpsborg\t3105\t\t\t59.2839\t11.1096\t4
NO\t3015\tDrammen\tBuskerud\t33\tDrammen\t3301\t\t\t59.7439\t10.2045\t4
NO\t3100\tTønsberg\tVestfold\t39\tTønsberg\t3905\t\t\t59.2675\t10.4076\t4
NO\t3210\tSandefjord\tVestfold\t39\tSandefjord\t3907\t\t\t59.1312\t10.2167\t4
NO\t3256\tLarvik\tVestfold\t39\tLarvik\t3909\t\t\t59.0533\t10.0352\t4
NO\t3700\tSkien\tTelemark\t40\tSkien\t4003\t\t\t59.2096\t9.6090\t4
NO\t3900\tPorsgrunn\tTelemark\t40\tPorsgrunn\t4001\t\t\t59.1405\t9.6561\t4
NO\t4610\tKristiansand S\tAgder\t42\tKristiansand\t4204\t\t\t58.1467\t7.9956\t4
NO\t4836\tArendal\tAgder\t42\tArendal\t4203\t\t\t58.4617\t8.7722\t4
NO\t4006\tStavanger\tRogaland\t11\tStavanger\t1103\t\t\t58.9700\t5.7331\t4
NO\t4306\tSandnes\tRogaland\t11\tSandnes\t1108\t\t\t58.8517\t5.7353\t4
NO\t5501\tHaugesund\tRogaland\t11\tHaugesund\t1106\t\t\t59.4138\t5.2680\t4
NO\t5003\tBergen\tVestland\t46\tBergen\t4601\t\t\t60.3913\t5.3221\t4
NO\t6002\tÅlesund\tMøre og Romsdal\t15\tÅlesund\t1508\t\t\t62.4722\t6.1495\t4
NO\t6413\tMolde\tMøre og Romsdal\t15\tMolde\t1506\t\t\t62.7375\t7.1591\t4
NO\t7011\tTrondheim\tTrøndelag\t50\tTrondheim\t5001\t\t\t63.4305\t10.3951\t4
NO\t2317\tHamar\tInnlandet\t34\tHamar\t3403\t\t\t60.7945\t11.0680\t4
NO\t2609\tLillehammer\tInnlandet\t34\tLillehammer\t3405\t\t\t61.1153\t10.4662\t4
NO\t8006\tBodø\tNordland\t18\tBodø\t1804\t\t\t67.2804\t14.4049\t4
NO\t9008\tTromsø\tTroms\t55\tTromsø\t5501\t\t\t69.6492\t18.9553\t4
SE\t111 20\tStockholm\tStockholms län\tAB\tStockholm\t0180\t\t\t59.3326\t18.0597\t4
SE\t113 30\tStockholm\tStockholms län\tAB\tStockholm\t0180\t\t\t59.3450\t18.0500\t4
SE\t116 20\tStockholm\tStockholms län\tAB\tStockholm\t0180\t\t\t59.3170\t18.0740\t4
SE\t171 64\tSolna\tStockholms län\tAB\tSolna\t0184\t\t\t59.3600\t18.0000\t4
SE\t151 72\tSödertälje\tStockholms län\tAB\tSödertälje\t0181\t\t\t59.1955\t17.6253\t4
SE\t183 30\tTäby\tStockholms län\tAB\tTäby\t0160\t\t\t59.4439\t18.0687\t4
SE\t753 20\tUppsala\tUppsala län\tC\tUppsala\t0380\t\t\t59.8586\t17.6389\t4
SE\t632 20\tEskilstuna\tSödermanlands län\tD\tEskilstuna\t0484\t\t\t59.3710\t16.5098\t4
SE\t582 24\tLinköping\tÖstergötlands län\tE\tLinköping\t0580\t\t\t58.4108\t15.6214\t4
SE\t602 24\tNorrköping\tÖstergötlands län\tE\tNorrköping\t0581\t\t\t58.5877\t16.1924\t4
SE\t553 20\tJönköping\tJönköpings län\tF\tJönköping\t0680\t\t\t57.7826\t14.1618\t4
SE\t352 30\tVäxjö\tKronobergs län\tG\tVäxjö\t0780\t\t\t56.8777\t14.8091\t4
SE\t392 30\tKalmar\tKalmar län\tH\tKalmar\t0880\t\t\t56.6634\t16.3568\t4
SE\t621 55\tVisby\tGotlands län\tI\tGotland\t0980\t\t\t57.6348\t18.2948\t4
SE\t371 30\tKarlskrona\tBlekinge län\tK\tKarlskrona\t1080\t\t\t56.1612\t15.5869\t4
SE\t211 20\tMalmö\tSkåne län\tM\tMalmö\t1280\t\t\t55.6050\t13.0038\t4
SE\t222 22\tLund\tSkåne län\tM\tLund\t1281\t\t\t55.7047\t13.1910\t4
SE\t252 20\tHelsingborg\tSkåne län\tM\tHelsingborg\t1283\t\t\t56.0465\t12.6945\t4
SE\t302 45\tHalmstad\tHallands län\tN\tHalmstad\t1380\t\t\t56.6745\t12.8578\t4
SE\t411 05\tGöteborg\tVästra Götalands län\tO\tGöteborg\t1480\t\t\t57.7072\t11.9668\t4
SE\t503 30\tBorås\tVästra Götalands län\tO\tBorås\t1490\t\t\t57.7210\t12.9401\t4
SE\t461 30\tTrollhättan\tVästra Götalands län\tO\tTrollhättan\t1488\t\t\t58.2837\t12.2886\t4
SE\t652 24\tKarlstad\tVärmlands län\tS\tKarlstad\t1780\t\t\t59.3793\t13.5036\t4
SE\t702 10\tÖrebro\tÖrebro län\tT\tÖrebro\t1880\t\t\t59.2741\t15.2066\t4
SE\t722 15\tVästerås\tVästmanlands län\tU\tVästerås\t1980\t\t\t59.6099\t16.5448\t4
SE\t791 71\tFalun\tDalarnas län\tW\tFalun\t2080\t\t\t60.6065\t15.6355\t4
SE\t803 20\tGävle\tGävleborgs län\tX\tGävle\t2180\t\t\t60.6749\t17.1413\t4
SE\t852 30\tSundsvall\tVästernorrlands län\tY\tSundsvall\t2281\t\t\t62.3908\t17.3069\t4
SE\t831 30\tÖstersund\tJämtlands län\tZ\tÖstersund\t2380\t\t\t63.1792\t14.6357\t4
SE\t903 26\tUmeå\tVästerbottens län\tAC\tUmeå\t2480\t\t\t63.8258\t20.2630\t4
SE\t972 31\tLuleå\tNorrbottens län\tBD\tLuleå\t2580\t\t\t65.5848\t22.1547\t4
GB\tEC1A\tLondon\tEngland\tENG\tGreater London\t\tCity of London\tE09000001\t51.5200\t-0.0977\t4
GB\tSW1A\tLondon\tEngland\tENG\tGreater London\t\tCity of Westminster\tE09000033\t51.5020\t-0.1390\t4
GB\tW1D\tLondon\tEngland\tENG\tGreater London\t\tCity of Westminster\tE09000033\t51.5130\t-0.1320\t4
GB\tNW1\tLondon\tEngland\tENG\tGreater London\t\tCamden\tE09000007\t51.5340\t-0.1430\t4
GB\tE1\tLondon\tEngland\tENG\tGreater London\t\tTower Hamlets\tE09000030\t51.5170\t-0.0600\t4
GB\tSE1\tLondon\tEngland\tENG\tGreater London\t\tSouthwark\tE09000028\t51.4990\t-0.0900\t4
GB\tM1\tManchester\tEngland\tENG\tGreater Manchester\t\tManchester\tE08000003\t53.4780\t-2.2340\t4
GB\tB1\tBirmingham\tEngland\tENG\tWest Midlands\t\tBirmingham\tE08000025\t52.4800\t-1.9090\t4
GB\tCV1\tCoventry\tEngland\tENG\tWest Midlands\t\tCoventry\tE08000026\t52.4080\t-1.5100\t4
GB\tLS1\tLeeds\tEngland\tENG\tWest Yorkshire\t\tLeeds\tE08000035\t53.7970\t-1.5480\t4
GB\tBD1\tBradford\tEngland\tENG\tWest Yorkshire\t\tBradford\tE08000032\t53.7950\t-1.7540\t4
GB\tS1\tSheffield\tEngland\tENG\tSouth Yorkshire\t\tSheffield\tE08000039\t53.3810\t-1.4700\t4
GB\tL1\tLiverpool\tEngland\tENG\tMerseyside\t\tLiverpool\tE08000012\t53.4030\t-2.9820\t4
GB\tNE1\tNewcastle upon Tyne\tEngland\tENG\tTyne and Wear\t\tNewcastle upon Tyne\tE08000021\t54.9710\t-1.6140\t4
GB\tBS1\tBristol\tEngland\tENG\tBristol\t\tBristol, City of\tE06000023\t51.4530\t-2.5930\t4
GB\tNG1\tNottingham\tEngland\tENG\tNottinghamshire\t\tNottingham\tE06000018\t52.9540\t-1.1480\t4
GB\tLE1\tLeicester\tEngland\tENG\tLeicestershire\t\tLeicester\tE06000016\t52.6350\t-1.1330\t4
GB\tSO14\tSouthampton\tEngland\tENG\tHampshire\t\tSouthampton\tE06000045\t50.9020\t-1.3980\t4
GB\tPO1\tPortsmouth\tEngland\tENG\tHampshire\t\tPortsmouth\tE06000044\t50.7990\t-1.0920\t4
GB\tBN1\tBrighton\tEngland\tENG\tEast Sussex\t\tBrighton and Hove\tE06000043\t50.8290\t-0.1410\t4
GB\tCB2\tCambridge\tEngland\tENG\tCambridgeshire\t\tCambridge\tE07000008\t52.2000\t0.1210\t4
GB\tOX1\tOxford\tEngland\tENG\tOxfordshire\t\tOxford\tE07000178\t51.7520\t-1.2580\t4
GB\tYO1\tYork\tEngland\tENG\tNorth Yorkshire\t\tYork\tE06000014\t53.9590\t-1.0810\t4
GB\tHU1\tHull\tEngland\tENG\tEast Riding of Yorkshire\t\tKingston upon Hull, City of\tE06000010\t53.7440\t-0.3330\t4
GB\tPL1\tPlymouth\tEngland\tENG\tDevon\t\tPlymouth\tE06000026\t50.3700\t-4.1420\t4
GB\tNR1\tNorwich\tEngland\tENG\tNorfolk\t\tNorwich\tE07000148\t52.6280\t1.2970\t4
GB\tEH1\tEdinburgh\tScotland\tSCT\tCity of Edinburgh\tS12000036\t\t\t55.9520\t-3.1880\t4
GB\tG1\tGlasgow\tScotland\tSCT\tGlasgow City\tS12000049\t\t\t55.8610\t-4.2500\t4
GB\tAB10\tAberdeen\tScotland\tSCT\tAberdeen City\tS12000033\t\t\t57.1440\t-2.1050\t4
GB\tDD1\tDundee\tScotland\tSCT\tDundee City\tS12000042\t\t\t56.4620\t-2.9710\t4
GB\tIV1\tInverness\tScotland\tSCT\tHighland\tS12000017\t\t\t57.4800\t-4.2300\t4
GB\tCF10\tCardiff\tWales\tWLS\tCardiff\tW06000015\t\t\t51.4780\t-3.1780\t4
GB\tSA1\tSwansea\tWales\tWLS\tSwansea\tW06000011\t\t\t51.6210\t-3.9430\t4
GB\tBT1\tBelfast\tNorthern Ireland\tNIR\tBelfast\tN09000003\t\t\t54.6010\t-5.9290\t4
`;
